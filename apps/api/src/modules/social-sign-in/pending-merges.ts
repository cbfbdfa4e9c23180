/**
 * A provider identity whose e-mail belongs to an existing account waits here until the owner
 * proves the account (decision 0028): the browser holds one secret (to prove by password),
 * the e-mailed link another. Taking a pending merge uses it up.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SOCIAL_PENDING_MERGE_MINUTES, type SocialSource } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { socialPendingMerges } from '../../db/schema.js';
import type { ProviderIdentity } from './provider-identity.js';
import { digest } from './sign-in-states.js';

export type PendingMergeRow = typeof socialPendingMerges.$inferSelect;

const newSecret = () => randomBytes(32).toString('base64url');

export async function createPendingMerge(
  db: Database,
  values: { tenantId: number; candidateId: number; providerId: number; source: SocialSource },
  identity: ProviderIdentity,
  now = new Date(),
): Promise<string> {
  const secret = newSecret();
  await db.insert(socialPendingMerges).values({
    ...values,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    secretHash: digest(secret),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_PENDING_MERGE_MINUTES * 60_000),
  });
  return secret;
}

const live = (tenantId: number, now: Date) => [
  eq(socialPendingMerges.tenantId, tenantId),
  isNull(socialPendingMerges.usedAt),
  gt(socialPendingMerges.expiresAt, now),
];

/** The live pending merge the browser's secret names, without using it. */
export async function findPendingMerge(
  db: Database,
  tenantId: number,
  secret: string,
  now = new Date(),
): Promise<PendingMergeRow | null> {
  const [row] = await db
    .select()
    .from(socialPendingMerges)
    .where(and(...live(tenantId, now), eq(socialPendingMerges.secretHash, digest(secret))))
    .limit(1);
  return row ?? null;
}

/** A new e-mail secret for the pending merge (a later request replaces an earlier link). */
export async function addEmailSecret(db: Database, row: PendingMergeRow): Promise<string> {
  const secret = newSecret();
  await db
    .update(socialPendingMerges)
    .set({ emailSecretHash: digest(secret) })
    .where(eq(socialPendingMerges.id, row.id));
  return secret;
}

/** Uses the pending merge up, by the browser's secret or the e-mailed one. */
export async function takePendingMerge(
  db: Database,
  tenantId: number,
  by: { secret: string } | { emailSecret: string },
  now = new Date(),
): Promise<PendingMergeRow | null> {
  const match =
    'secret' in by
      ? eq(socialPendingMerges.secretHash, digest(by.secret))
      : eq(socialPendingMerges.emailSecretHash, digest(by.emailSecret));
  const [row] = await db
    .update(socialPendingMerges)
    .set({ usedAt: now })
    .where(and(...live(tenantId, now), match))
    .returning();
  return row ?? null;
}
