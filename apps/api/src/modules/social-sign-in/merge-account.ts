/**
 * Proving a pending merge (decision 0028): with the account's password (the password
 * sign-in's own checks: throttling, one answer for a wrong password, activated accounts
 * only), or with a link e-mailed to the account's address. Either one links the provider
 * identity to the account. Using the e-mailed link proves the address, so an account nobody
 * had confirmed becomes its owner's as a reset link would make it (decision 0026): any
 * password someone else set, every session and every password link end.
 */
import { eq, sql } from 'drizzle-orm';
import { localizePath, type SocialSource, isSocialSource } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { PASSWORD_LINK_PURPOSES, revokeLinkTokens } from '../auth/link-tokens.js';
import { revokeCandidateSessions } from '../auth/sessions.js';
import { signIn } from '../auth/sign-in.js';
import { findCandidateById, type CandidateRow } from '../candidates/find-candidate.js';
import { findProviderById } from '../identity-providers/find-providers.js';
import { enqueueEmail, recentEmailCount } from '../mail/enqueue-email.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  addEmailSecret,
  findPendingMerge,
  takePendingMerge,
  type PendingMergeRow,
} from './pending-merges.js';
import { addLink, findLinkByIdentity } from './social-links.js';
import { SOCIAL_RETURN_PATH } from './start-sign-in.js';

export const MERGE_EMAIL_TEMPLATE = 'Connect Social Account';
/** At most this many confirmation e-mails per address an hour. */
const MERGE_EMAILS_PER_HOUR = 5;

export interface Merged {
  candidate: CandidateRow;
  source: SocialSource;
  providerLabel: string;
}

async function linkPending(db: Database, tenant: Tenant, pending: PendingMergeRow) {
  const existing = await findLinkByIdentity(db, tenant.id, pending);
  if (existing && existing.candidateId !== pending.candidateId)
    throw appError('SOCIAL_ACCOUNT_CONNECTED');
  if (!existing) await addLink(db, pending);
}

async function pendingCandidate(db: Database, tenant: Tenant, pending: PendingMergeRow) {
  const candidate = await findCandidateById(db, tenant.id, pending.candidateId);
  if (!candidate) throw appError('SOCIAL_MERGE_INVALID');
  if (candidate.deactivatedAt !== null) throw appError('SOCIAL_ACCOUNT_DEACTIVATED');
  return candidate;
}

async function merged(
  db: Database,
  tenant: Tenant,
  pending: PendingMergeRow,
  candidate: CandidateRow,
) {
  const provider = await findProviderById(db, tenant, pending.providerId);
  return {
    candidate,
    source: isSocialSource(pending.source) ? pending.source : 'sign-in',
    providerLabel: provider?.label ?? '',
  } satisfies Merged;
}

export async function mergeWithPassword(
  db: Database,
  tenant: Tenant,
  request: { pending: string; password: string; address: string; throttleDelayMs: number },
): Promise<Merged> {
  const pending = await findPendingMerge(db, tenant.id, request.pending);
  if (!pending) throw appError('SOCIAL_MERGE_INVALID');
  const owner = await pendingCandidate(db, tenant, pending);
  const candidate = await signIn(
    db,
    { username: owner.uname, password: request.password },
    { tenant, address: request.address, throttleDelayMs: request.throttleDelayMs },
  );
  await transaction(db, async (tx) => {
    const taken = await takePendingMerge(tx, tenant.id, { secret: request.pending });
    if (!taken) throw appError('SOCIAL_MERGE_INVALID');
    await linkPending(tx, tenant, taken);
  });
  return merged(db, tenant, pending, candidate);
}

export async function sendMergeEmail(
  db: Database,
  tenant: Tenant,
  request: { pending: string; origin: string },
): Promise<void> {
  const pending = await findPendingMerge(db, tenant.id, request.pending);
  if (!pending) throw appError('SOCIAL_MERGE_INVALID');
  const candidate = await pendingCandidate(db, tenant, pending);
  const hourAgo = new Date(Date.now() - 3_600_000);
  if (
    (await recentEmailCount(db, tenant.id, candidate.email, MERGE_EMAIL_TEMPLATE, hourAgo)) >=
    MERGE_EMAILS_PER_HOUR
  )
    return;
  const provider = await findProviderById(db, tenant, pending.providerId);
  const language = tenant.defaultLanguage;
  await transaction(db, async (tx) => {
    const secret = await addEmailSecret(tx, pending);
    const path = localizePath(SOCIAL_RETURN_PATH, language);
    await enqueueEmail(tx, {
      tenant,
      template: MERGE_EMAIL_TEMPLATE,
      language,
      recipient: candidate.email,
      values: {
        name: candidate.firstName ?? candidate.email,
        provider: provider?.label ?? '',
        link: `${request.origin}${path}?merge=${encodeURIComponent(secret)}`,
      },
    });
  });
}

export async function confirmMergeByEmail(
  db: Database,
  tenant: Tenant,
  emailSecret: string,
): Promise<Merged> {
  const now = new Date();
  const { pending, candidate } = await transaction(db, async (tx) => {
    const taken = await takePendingMerge(tx, tenant.id, { emailSecret }, now);
    if (!taken) throw appError('SOCIAL_MERGE_INVALID');
    const owner = await pendingCandidate(tx, tenant, taken);
    await linkPending(tx, tenant, taken);
    if (owner.emailConfirmedAt === null) {
      await tx
        .update(candidates)
        .set({
          passwordHash: null,
          locked: 'f',
          emailConfirmedAt: now,
          tokenGeneration: sql`${candidates.tokenGeneration} + 1`,
          updatedAt: now,
        })
        .where(eq(candidates.id, owner.id));
      await revokeLinkTokens(tx, owner.id, PASSWORD_LINK_PURPOSES, now);
      await revokeCandidateSessions(tx, owner.id);
    }
    return { pending: taken, candidate: owner };
  });
  const current = (await findCandidateById(db, tenant.id, candidate.id)) ?? candidate;
  return merged(db, tenant, pending, current);
}
