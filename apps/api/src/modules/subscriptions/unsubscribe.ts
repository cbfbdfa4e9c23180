/**
 * Unsubscribing from an e-mailed link, signed out (spec 1 §2, §4, §5, §8). Every way in
 * needs our signed token: the `/unsubscribe/` page sends it as `token`, the
 * `/profile/actionpreferences/` page as `signature` next to the e-mail, and the RFC 8058
 * one-click POST in the List-Unsubscribe address. A typed address alone unsubscribes nobody.
 */
import {
  normalizeUname,
  resolveFeatureFlags,
  typesToUnsubscribe,
  type CommunicationType,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { findCandidateById, findCandidateByUname } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { InvalidTokenError } from '../tokens/tokens.js';
import { unsubscribeEmail } from './subscription-store.js';
import {
  verifyUnsubscribeToken,
  type UnsubscribableType,
  type UnsubscribeClaims,
} from './unsubscribe-token.js';

export interface UnsubscribeContext {
  db: Database;
  keys: SigningKeys;
  tenant: Tenant;
}

export interface UnsubscribeOutcome {
  status: 'Success';
  email: string;
  unsubscribed: CommunicationType[];
}

async function claimsOf(context: UnsubscribeContext, token: string): Promise<UnsubscribeClaims> {
  try {
    return await verifyUnsubscribeToken(context.keys, token, context.tenant);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw appError('INVALID_TOKEN');
    throw error;
  }
}

async function unsubscribe(
  context: UnsubscribeContext,
  claims: UnsubscribeClaims,
  emailType: UnsubscribableType,
): Promise<UnsubscribeOutcome> {
  const { db, tenant } = context;
  const candidate =
    (await findCandidateById(db, tenant.id, claims.candidateId)) ??
    (await findCandidateByUname(db, tenant.id, claims.email));
  if (!candidate) throw appError('CANDIDATE_NOT_FOUND');
  const types = typesToUnsubscribe(
    emailType,
    resolveFeatureFlags(tenant.featureFlags).oneClickUnsubscribe,
  );
  await unsubscribeEmail(db, tenant.id, candidate.id, types);
  return { status: 'Success', email: claims.email, unsubscribed: types };
}

/** `/unsubscribe/?token=` and the one-click POST: the e-mail type the token was sent for. */
export async function unsubscribeByToken(
  context: UnsubscribeContext,
  token: string,
): Promise<UnsubscribeOutcome> {
  const claims = await claimsOf(context, token);
  return unsubscribe(context, claims, claims.emailType);
}

/**
 * By e-mail with its signature (`/profile/actionpreferences/`, marketing unsubscribe by
 * e-mail): the signature must be a token sent to that very e-mail.
 */
export async function unsubscribeBySignature(
  context: UnsubscribeContext,
  email: string,
  signature: string,
  emailType: UnsubscribableType,
): Promise<UnsubscribeOutcome> {
  const claims = await claimsOf(context, signature);
  if (claims.email !== normalizeUname(email)) throw appError('INVALID_TOKEN');
  return unsubscribe(context, claims, emailType);
}
