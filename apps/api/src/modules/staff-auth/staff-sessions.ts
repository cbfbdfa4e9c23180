/**
 * Staff sessions: apart from candidates' (own table, own cookie). The cookie holds 32 random
 * bytes, the database their SHA-256. After the password a session is at the 'second-factor'
 * stage for 5 minutes and good for nothing but the TOTP step; the code makes it 'full',
 * which lasts 30 minutes idle and 12 hours at most (as candidates' sessions).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffSessions } from '../../db/schema.js';

export const STAFF_COOKIE = 'tg_staff';

/** Over HTTPS `__Host-tg_staff`: Secure, Path=/, no Domain (no cookie tossing). */
export function staffCookieName(secure: boolean): string {
  return secure ? `__Host-${STAFF_COOKIE}` : STAFF_COOKIE;
}

/** Strict: the console is never reached from another site's link with the cookie on. */
export const staffCookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
});

export type StaffSessionStage = 'second-factor' | 'full';

export interface StaffSession {
  id: string;
  tenantId: number;
  staffUserId: number;
  stage: StaffSessionStage;
  expiresAt: Date;
}

const MINUTE = 60_000;
const SECOND_FACTOR_MINUTES = 5;
const TOUCH_INTERVAL = MINUTE;

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const deadline = (stage: StaffSessionStage, now: Date) =>
  new Date(
    now.getTime() + (stage === 'full' ? SESSION_IDLE_MINUTES : SECOND_FACTOR_MINUTES) * MINUTE,
  );

async function insertStaffSession(
  db: Database,
  tenantId: number,
  staffUserId: number,
  stage: StaffSessionStage,
  now: Date,
): Promise<{ secret: string; session: StaffSession }> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(staffSessions)
    .values({
      tenantId,
      staffUserId,
      secretHash: digest(secret),
      stage,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: deadline(stage, now),
    })
    .returning();
  if (!row) throw new Error('staff session not created');
  return {
    secret,
    session: { id: row.id, tenantId, staffUserId, stage, expiresAt: row.expiresAt },
  };
}

/** After the password: good for the second factor only. */
export async function createStaffSession(
  db: Database,
  tenantId: number,
  staffUserId: number,
  now = new Date(),
): Promise<{ secret: string; session: StaffSession }> {
  return insertStaffSession(db, tenantId, staffUserId, 'second-factor', now);
}

/**
 * Signed in by the tenant's enterprise provider (decision 0037): a full session at once, as
 * the provider authenticated the person under the organisation's own policy.
 */
export async function createSignedInStaffSession(
  db: Database,
  tenantId: number,
  staffUserId: number,
  now = new Date(),
): Promise<{ secret: string; session: StaffSession }> {
  return insertStaffSession(db, tenantId, staffUserId, 'full', now);
}

/** The live session of a cookie secret (its idle deadline moved on); else null. */
export async function findStaffSession(
  db: Database,
  secret: string,
  now = new Date(),
): Promise<StaffSession | null> {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.secretHash, digest(secret)), isNull(staffSessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_HOURS * 60 * MINUTE;
  if (row.expiresAt <= now || absoluteEnd <= now.getTime()) return null;
  const stage: StaffSessionStage = row.stage === 'full' ? 'full' : 'second-factor';
  let expiresAt = row.expiresAt;
  if (stage === 'full' && now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL) {
    expiresAt = deadline(stage, now);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(staffSessions.id, row.id));
  }
  return { id: row.id, tenantId: row.tenantId, staffUserId: row.staffUserId, stage, expiresAt };
}

/**
 * The second factor passed: the pending session ends and a new full one starts, with a new
 * secret (the cookie set before the code is not the one that carries the rights).
 */
export async function upgradeStaffSession(
  db: Database,
  pending: StaffSession,
  now = new Date(),
): Promise<{ secret: string; session: StaffSession }> {
  await revokeStaffSession(db, pending.id, now);
  return insertStaffSession(db, pending.tenantId, pending.staffUserId, 'full', now);
}

export async function revokeStaffSession(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of a staff user (deactivated, roles taken away…). */
export async function revokeStaffUserSessions(
  db: Database,
  staffUserId: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffUserId, staffUserId), isNull(staffSessions.revokedAt)));
}
