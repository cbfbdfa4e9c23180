/**
 * Server-side sign-in sessions. The browser holds a random secret in an HttpOnly cookie;
 * the database holds its SHA-256. A session ends after SESSION_IDLE_MINUTES without use,
 * after SESSION_MAX_HOURS in any case, or when revoked (logout, password reset).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateSessions } from '../../db/schema.js';

export const SESSION_COOKIE = 'tg_session';

/**
 * The session cookie's name. Over HTTPS it carries the `__Host-` prefix: browsers then take
 * it only with Secure, Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page
 * cannot plant or overwrite it (cookie tossing).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** sessionCookieName() of this app's configuration. */
    sessionCookieName: string;
  }
}
const MINUTE = 60_000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL = MINUTE;

export interface ActiveSession {
  id: string;
  tenantId: number;
  candidateId: number;
  /** When the session ends if unused. */
  expiresAt: Date;
  /** Single sign-on sessions: their enterprise identity provider. */
  identityProviderId: number | null;
}

/** Not idle too long, and not older than the absolute limit. */
function isLive(row: { createdAt: Date; expiresAt: Date }, now: Date): boolean {
  const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_HOURS * 60 * MINUTE;
  return row.expiresAt > now && absoluteEnd > now.getTime();
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const idleDeadline = (now: Date) => new Date(now.getTime() + SESSION_IDLE_MINUTES * MINUTE);

export async function createSession(
  db: Database,
  tenantId: number,
  candidateId: number,
  now = new Date(),
  /** The enterprise identity provider of a single sign-on session. */
  identityProviderId: number | null = null,
): Promise<{ secret: string; session: ActiveSession }> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(candidateSessions)
    .values({
      tenantId,
      candidateId,
      secretHash: digest(secret),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: idleDeadline(now),
      identityProviderId,
    })
    .returning();
  if (!row) throw new Error('session not created');
  return {
    secret,
    session: { id: row.id, tenantId, candidateId, expiresAt: row.expiresAt, identityProviderId },
  };
}

/** The live session a cookie secret belongs to, extending its idle deadline; else null. */
export async function findSession(
  db: Database,
  secret: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const [row] = await db
    .select()
    .from(candidateSessions)
    .where(
      and(eq(candidateSessions.secretHash, digest(secret)), isNull(candidateSessions.revokedAt)),
    )
    .limit(1);
  if (!row || !isLive(row, now)) return null;

  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL) {
    expiresAt = idleDeadline(now);
    await db
      .update(candidateSessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(candidateSessions.id, row.id));
  }
  return {
    id: row.id,
    tenantId: row.tenantId,
    candidateId: row.candidateId,
    expiresAt,
    identityProviderId: row.identityProviderId,
  };
}

/** A live session by id (for bearer tokens, which name their session). */
export async function findSessionById(
  db: Database,
  id: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const [row] = await db
    .select()
    .from(candidateSessions)
    .where(and(eq(candidateSessions.id, id), isNull(candidateSessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_HOURS * 60 * MINUTE;
  if (row.expiresAt <= now || absoluteEnd <= now.getTime()) return null;
  return {
    id: row.id,
    tenantId: row.tenantId,
    candidateId: row.candidateId,
    expiresAt: row.expiresAt,
    identityProviderId: row.identityProviderId,
  };
}

/** The session cookie's attributes (decision 0006). */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export async function revokeSession(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(candidateSessions)
    .set({ revokedAt: now })
    .where(eq(candidateSessions.id, sessionId));
}

/** Ends every session of a candidate, except optionally the one making the change. */
export async function revokeCandidateSessions(
  db: Database,
  candidateId: number,
  exceptSessionId?: string,
  now = new Date(),
): Promise<void> {
  const conditions = [
    eq(candidateSessions.candidateId, candidateId),
    isNull(candidateSessions.revokedAt),
  ];
  if (exceptSessionId) conditions.push(ne(candidateSessions.id, exceptSessionId));
  await db
    .update(candidateSessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
