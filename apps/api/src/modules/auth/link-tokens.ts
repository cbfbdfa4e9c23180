/**
 * Secrets for e-mailed links. The link carries 32 random bytes; the table keeps their
 * SHA-256, the purpose, the candidate and an expiry. Credential-changing links are
 * consumed on use, so a second use finds nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import {
  countTokensSince,
  findLiveTokenCandidate,
  insertLinkToken,
  useUpCandidateTokens,
  useUpToken,
} from '../../stores/link-token-store.js';

export type LinkPurpose =
  'reset-password' | 'activation' | 'loginless' | 'erasure' | 'alert-confirm';

const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = {
  'reset-password': 60,
  /** The activation e-mail of a new candidate: three days to set a password. */
  activation: 3 * 24 * 60,
  loginless: 30 * 24 * 60,
  /** Confirms a request to erase the candidate's data (modules/privacy). */
  erasure: 24 * 60,
  /** The double opt-in link of a job-alert sign-up (modules/job-alerts). */
  'alert-confirm': 30 * 24 * 60,
};

/** Links that set a password: a reset, or the first password of a new candidate. */
export const PASSWORD_LINK_PURPOSES: readonly LinkPurpose[] = ['reset-password', 'activation'];

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export async function createLinkToken(
  db: Database,
  link: { tenantId: number; candidateId: number; purpose: LinkPurpose },
  now = new Date(),
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await insertLinkToken(db, {
    ...link,
    secretHash: digest(secret),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MINUTES[link.purpose] * 60_000),
    createdAt: now,
  });
  return secret;
}

/** One purpose, or any of several (a password can be set by a reset or an activation link). */
type Purposes = LinkPurpose | readonly LinkPurpose[];

const liveToken = (tenantId: number, secret: string, purpose: Purposes, now: Date) => ({
  tenantId,
  secretHash: digest(secret),
  purposes: typeof purpose === 'string' ? [purpose] : purpose,
  now,
});

/** The candidate a live link belongs to, without using it up; null when invalid. */
export async function peekLinkToken(
  db: Database,
  tenantId: number,
  secret: string,
  purpose: Purposes,
  now = new Date(),
): Promise<number | null> {
  return findLiveTokenCandidate(db, liveToken(tenantId, secret, purpose, now));
}

/** Uses a link up; null when it was invalid, expired or already used (also by a concurrent request). */
export async function consumeLinkToken(
  db: Database,
  tenantId: number,
  secret: string,
  purpose: Purposes,
  now = new Date(),
): Promise<number | null> {
  return useUpToken(db, liveToken(tenantId, secret, purpose, now));
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
  await useUpCandidateTokens(db, candidateId, purposes, now);
}

/** How many links of a purpose a candidate was sent recently (to limit e-mail floods). */
export async function recentLinkCount(
  db: Database,
  candidateId: number,
  purpose: LinkPurpose,
  since: Date,
): Promise<number> {
  return countTokensSince(db, candidateId, purpose, since);
}
