/**
 * E-mailed links' tokens (decision 0007): only a token's SHA-256 is stored, with its purpose,
 * candidate and expiry. A credential-changing link is used up on use.
 */
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { builtOncePer } from '../db/built-once.js';
import type { Database } from '../db/client.js';
import { linkTokens } from '../db/schema.js';

export type NewLinkToken = {
  tenantId: number;
  candidateId: number;
  purpose: string;
  secretHash: string;
  expiresAt: Date;
  createdAt: Date;
};

// Every new candidate's activation e-mail carries one.
const insertStatement = builtOncePer((db) =>
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

export async function insertLinkToken(db: Database, token: NewLinkToken): Promise<void> {
  await insertStatement(db).execute(token);
}

export interface LiveToken {
  tenantId: number;
  secretHash: string;
  /** Any of these purposes (a password can be set by a reset or an activation link). */
  purposes: readonly string[];
  now: Date;
}

const live = ({ tenantId, secretHash, purposes, now }: LiveToken) =>
  and(
    eq(linkTokens.tenantId, tenantId),
    eq(linkTokens.secretHash, secretHash),
    inArray(linkTokens.purpose, [...purposes]),
    isNull(linkTokens.usedAt),
    gt(linkTokens.expiresAt, now),
  );

/** The candidate of a live token, without using it up; null when there is none. */
export async function findLiveTokenCandidate(
  db: Database,
  token: LiveToken,
): Promise<number | null> {
  const [row] = await db
    .select({ candidateId: linkTokens.candidateId })
    .from(linkTokens)
    .where(live(token))
    .limit(1);
  return row?.candidateId ?? null;
}

/** Uses a live token up; null when there was none (also when a concurrent use came first). */
export async function useUpToken(db: Database, token: LiveToken): Promise<number | null> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: token.now })
    .where(live(token))
    .returning({ candidateId: linkTokens.candidateId });
  return row?.candidateId ?? null;
}

/** Uses up every live token of these purposes a candidate holds. */
export async function useUpCandidateTokens(
  db: Database,
  candidateId: number,
  purposes: readonly string[],
  now: Date,
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

/** How many tokens of a purpose a candidate was sent since a time. */
export async function countTokensSince(
  db: Database,
  candidateId: number,
  purpose: string,
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
