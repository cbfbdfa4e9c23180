/**
 * Who a provider identity signs in as (spec 1 §4 "Social sign-in", spec 2 §4), with the
 * account-linking rules of decision 0028:
 * - a link (issuer + subject) signs its candidate in, unless the account is deactivated;
 * - no link and no e-mail: the without-e-mail notice;
 * - no link, and an account has the e-mail: a pending merge, which the owner proves with the
 *   account's password or an e-mailed link (an e-mail, verified or not, never takes over an
 *   account); an account already linked to another identity of this provider is the
 *   multi-account notice; a deactivated one the deactivated notice;
 * - otherwise a new candidate, active at once, whose address counts as confirmed only when
 *   the provider verified it.
 */
import {
  CREATED_ACTIVITY,
  CREATED_ACTIVITY_DATA,
  normalizeUname,
  unameProblem,
  type SocialSource,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { insertCandidate } from '../../stores/candidate-store.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import {
  findCandidateById,
  findCandidateByUname,
  type CandidateRow,
} from '../candidates/find-candidate.js';
import type { IdentityProvider } from '../identity-providers/find-providers.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { createPendingMerge } from './pending-merges.js';
import type { ProviderIdentity } from './provider-identity.js';
import {
  addLink,
  findCandidateProviderLink,
  findLinkByIdentity,
  touchLink,
} from './social-links.js';

export type Resolution =
  | { kind: 'signIn'; candidate: CandidateRow; firstLogin: boolean; merged: boolean }
  | { kind: 'mergePending'; email: string; token: string };

function refuseDeactivated(candidate: CandidateRow): void {
  if (candidate.deactivatedAt !== null) throw appError('SOCIAL_ACCOUNT_DEACTIVATED');
}

export async function resolveCandidate(
  db: Database,
  tenant: Tenant,
  provider: IdentityProvider,
  identity: ProviderIdentity,
  source: SocialSource,
): Promise<Resolution> {
  const link = await findLinkByIdentity(db, tenant.id, identity);
  if (link) {
    const candidate = await findCandidateById(db, tenant.id, link.candidateId);
    if (!candidate) throw appError('SOCIAL_SIGN_IN_FAILED');
    refuseDeactivated(candidate);
    await touchLink(db, link, identity.email);
    return { kind: 'signIn', candidate, firstLogin: false, merged: false };
  }
  if (!identity.email) throw appError('SOCIAL_EMAIL_MISSING');
  const uname = normalizeUname(identity.email);
  const existing = await findCandidateByUname(db, tenant.id, uname);
  if (existing) {
    refuseDeactivated(existing);
    if (await findCandidateProviderLink(db, tenant.id, existing.id, provider.id))
      throw appError('SOCIAL_MULTI_ACCOUNT');
    const token = await createPendingMerge(
      db,
      { tenantId: tenant.id, candidateId: existing.id, providerId: provider.id, source },
      identity,
    );
    return { kind: 'mergePending', email: existing.uname, token };
  }
  // Our login names follow the uname rules (spec 1 §5); a provider's address may not.
  if (unameProblem(uname)) throw appError('SOCIAL_REGISTRATION_FAILED');
  const candidate = await transaction(db, async (tx) => {
    const now = new Date();
    const row = await insertCandidate(tx, {
      tenantId: tenant.id,
      uname,
      email: uname,
      firstName: identity.firstName,
      lastName: identity.lastName,
      locked: 'f',
      emailConfirmedAt: identity.emailVerified ? now : null,
      sfxContactSource: provider.kind,
    });
    // A concurrent sign-in created it first.
    if (!row) throw appError('SOCIAL_REGISTRATION_FAILED');
    await addLink(tx, {
      tenantId: tenant.id,
      candidateId: row.id,
      providerId: provider.id,
      ...identity,
    });
    await addActivity(tx, tenant.id, row.id, {
      ...CREATED_ACTIVITY,
      activityData: CREATED_ACTIVITY_DATA,
      createdDatetime: row.createdAt,
    });
    return row;
  });
  return { kind: 'signIn', candidate, firstLogin: true, merged: false };
}

/**
 * A signed-in candidate links a provider from the dashboard. The identity may not belong to
 * another account (the merge notice: log in with it), and one identity per provider.
 */
export async function linkToCandidate(
  db: Database,
  tenant: Tenant,
  provider: IdentityProvider,
  identity: ProviderIdentity,
  candidateId: number,
): Promise<CandidateRow> {
  const candidate = await findCandidateById(db, tenant.id, candidateId);
  if (!candidate) throw appError('UNAUTHORIZED');
  const link = await findLinkByIdentity(db, tenant.id, identity);
  if (link && link.candidateId !== candidate.id) throw appError('SOCIAL_ACCOUNT_CONNECTED');
  if (link) return candidate;
  if (await findCandidateProviderLink(db, tenant.id, candidate.id, provider.id))
    throw appError('SOCIAL_MULTI_ACCOUNT');
  await addLink(db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    providerId: provider.id,
    ...identity,
  });
  return candidate;
}
