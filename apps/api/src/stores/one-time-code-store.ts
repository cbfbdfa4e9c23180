/** SQL of one-time codes and of the SMS outbox (issue 26, decision 0048). */
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeCodes, smsOutbox } from '../db/schema.js';

export interface CodeOwner {
  tenantId: number;
  candidateId: number;
}

export interface StoredCode {
  id: number;
  codeHash: string;
  failedAttempts: number;
  expiresAt: Date;
  verifiedAt: Date | null;
}

export async function countCodesSince(
  db: Database,
  owner: CodeOwner,
  purpose: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, owner.tenantId),
        eq(oneTimeCodes.candidateId, owner.candidateId),
        eq(oneTimeCodes.purpose, purpose),
        gte(oneTimeCodes.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

export async function insertCode(
  db: Database,
  owner: CodeOwner,
  code: { purpose: string; phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values({ ...owner, ...code });
}

/** The code sent last for the purpose: only it can be entered. */
export async function findLatestCode(
  db: Database,
  owner: CodeOwner,
  purpose: string,
): Promise<StoredCode | null> {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      failedAttempts: oneTimeCodes.failedAttempts,
      expiresAt: oneTimeCodes.expiresAt,
      verifiedAt: oneTimeCodes.verifiedAt,
    })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, owner.tenantId),
        eq(oneTimeCodes.candidateId, owner.candidateId),
        eq(oneTimeCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** One more wrong entry; the count after it. */
export async function addFailedAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  return row?.failedAttempts ?? Number.MAX_SAFE_INTEGER;
}

export async function markCodeVerified(db: Database, id: number, now: Date): Promise<void> {
  await db.update(oneTimeCodes).set({ verifiedAt: now }).where(eq(oneTimeCodes.id, id));
}

/** Whether a code for the purpose was verified at or after `since`. */
export async function hasCodeVerifiedSince(
  db: Database,
  owner: CodeOwner,
  purpose: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, owner.tenantId),
        eq(oneTimeCodes.candidateId, owner.candidateId),
        eq(oneTimeCodes.purpose, purpose),
        isNotNull(oneTimeCodes.verifiedAt),
        gte(oneTimeCodes.verifiedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface OutboxSms {
  id: number;
  tenantId: number;
  recipient: string;
  body: string;
  createdAt: Date;
}

export async function insertOutboxSms(
  db: Database,
  owner: CodeOwner,
  message: { recipient: string; body: string; createdAt: Date },
): Promise<void> {
  await db.insert(smsOutbox).values({ ...owner, ...message });
}

/** The newest texts (all tenants: the development outbox), optionally to one number. */
export async function listOutboxSms(
  db: Database,
  limit: number,
  recipient?: string,
): Promise<OutboxSms[]> {
  return db
    .select({
      id: smsOutbox.id,
      tenantId: smsOutbox.tenantId,
      recipient: smsOutbox.recipient,
      body: smsOutbox.body,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(recipient === undefined ? undefined : eq(smsOutbox.recipient, recipient))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
