/**
 * Secrets for e-mailed links. The link carries 32 random bytes; the table keeps their
 * SHA-256, the purpose, the candidate and an expiry. Credential-changing links are
 * consumed on use, so a second use finds nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { builtOncePer } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { linkTokens } from '../../db/schema.js';

export type LinkPurpose = 'reset-password' | 'activation' | 'loginless' | 'erasure';

export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = {
  'reset-password': 60,
  /** The activation e-mail of a new candidate: three days to set a password. */
  activation: 3 * 24 * 60,
  loginless: 30 * 24 * 60,
  /** Confirms a request to erase the candidate's data (modules/privacy). */
  erasure: 24 * 60,
};

/** Links that set a password: a reset, or the first password of a new candidate. */
export const PASSWORD_LINK_PURPOSES: readonly LinkPurpose[] = ['reset-password', 'activation'];

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

// Every new candidate's activation or welcome e-mail carries one (built-once.ts).
const insertLinkToken = builtOncePer((db) =>
  db
    .insert(linkTokens)
    .values({
      tenantId: sql.placeholder('tenantId'),
      candidateId: sql.placeholder('candidateId'),
      purpose: sql.placeholder('purpose'),
      secretHash: sql.placeholder('secretHash'),
      expiresAt: sql.placeholder('expiresAt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('insert_link_token'),
);

export async function createLinkToken(
  db: Database,
  link: { tenantId: number; candidateId: number; purpose: LinkPurpose },
  now = new Date(),
): Promise<string> {
  const { secret, stored } = issueLinkToken(db, link, now);
  await stored;
  return secret;
}

/**
 * createLinkToken for a caller that writes the e-mail carrying the link in the same
 * transaction: the secret at once, and the token's INSERT in flight, to be settled with the
 * caller's own writes (settle-all.ts) so both leave in one round trip.
 */
export function issueLinkToken(
  db: Database,
  link: { tenantId: number; candidateId: number; purpose: LinkPurpose },
  now = new Date(),
): { secret: string; stored: Promise<unknown> } {
  const secret = randomBytes(32).toString('base64url');
  const stored = insertLinkToken(db).execute({
    ...link,
    secretHash: digest(secret),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MINUTES[link.purpose] * 60_000),
    createdAt: now,
  });
  return { secret, stored };
}

/** One purpose, or any of several (a password can be set by a reset or an activation link). */
type Purposes = LinkPurpose | readonly LinkPurpose[];

const live = (tenantId: number, secret: string, purpose: Purposes, now: Date) =>
  and(
    eq(linkTokens.tenantId, tenantId),
    eq(linkTokens.secretHash, digest(secret)),
    typeof purpose === 'string'
      ? eq(linkTokens.purpose, purpose)
      : inArray(linkTokens.purpose, [...purpose]),
    isNull(linkTokens.usedAt),
    gt(linkTokens.expiresAt, now),
  );

/** The candidate a live link belongs to, without using it up; null when invalid. */
export async function peekLinkToken(
  db: Database,
  tenantId: number,
  secret: string,
  purpose: Purposes,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .select({ candidateId: linkTokens.candidateId })
    .from(linkTokens)
    .where(live(tenantId, secret, purpose, now))
    .limit(1);
  return row?.candidateId ?? null;
}

/** Uses a link up; null when it was invalid, expired or already used (also by a concurrent request). */
export async function consumeLinkToken(
  db: Database,
  tenantId: number,
  secret: string,
  purpose: Purposes,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(live(tenantId, secret, purpose, now))
    .returning({ candidateId: linkTokens.candidateId });
  return row?.candidateId ?? null;
}

/**
 * Uses up every live link of these purposes a candidate holds: a password set by one link,
 * or changed, ends all the others (an older reset e-mail must not set it again).
 */
export async function revokeLinkTokens(
  db: Database,
  candidateId: number,
  purposes: readonly LinkPurpose[],
  now = new Date(),
): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.candidateId, candidateId),
        inArray(linkTokens.purpose, [...purposes]),
        isNull(linkTokens.usedAt),
      ),
    );
}

/** How many links of a purpose a candidate was sent recently (to limit e-mail floods). */
export async function recentLinkCount(
  db: Database,
  candidateId: number,
  purpose: LinkPurpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.candidateId, candidateId),
        eq(linkTokens.purpose, purpose),
        gt(linkTokens.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
