/**
 * The answer of a finished social sign-in. A candidate who may sign in gets a session cookie;
 * where the tenant deactivated profile login (spec 1 §4 step 2) a loginless temporary token
 * stands in for it. Provider tokens never leave the server.
 */
import {
  LOGINLESS_AUDIENCE,
  resolveFeatureFlags,
  socialHistoryOverrides,
  type IdentityProviderKind,
  type SocialSignInResult,
  type SocialSource,
} from '@talentgate/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSession, sessionCookieOptions } from '../auth/sessions.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { candidateView } from '../candidates/present-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { issueToken } from '../tokens/tokens.js';
import type { ProviderIdentity } from './provider-identity.js';

export interface SignedInAnswer {
  candidate: CandidateRow;
  source: SocialSource;
  providerLabel: string;
  firstLogin: boolean;
  merged: boolean;
  kind: 'signedIn' | 'linked';
  /** What the provider said now (none after a merge proof, which comes later). */
  profile: { identity: ProviderIdentity; providerKind: IdentityProviderKind } | null;
}

export async function signedInAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  tenant: Tenant,
  cookieSecure: boolean,
  answer: SignedInAnswer,
): Promise<SocialSignInResult> {
  const { candidate, profile } = answer;
  const base = {
    source: answer.source,
    providerLabel: answer.providerLabel,
    firstLogin: answer.firstLogin,
    merged: answer.merged,
    candidate: await candidateView(app.db, candidate),
    ...(profile ? { socialProfile: socialProfile(answer.source, profile) } : {}),
  };
  if (answer.kind === 'linked') return { outcome: 'linked', ...base };
  if (resolveFeatureFlags(tenant.featureFlags).profileLoginDeactivated) {
    const temporaryToken = await issueToken(app.signingKeys, {
      kind: 'temporary',
      tenantId: tenant.id,
      candidateId: candidate.id,
      principal: `candidate/${tenant.client}/${candidate.uname}`,
      audiences: [LOGINLESS_AUDIENCE],
      appType: 'XCC',
      purpose: 'loginless',
      generation: candidate.tokenGeneration,
    });
    return { outcome: 'loginless', ...base, temporaryToken };
  }
  const { secret } = await createSession(app.db, tenant.id, candidate.id);
  reply.setCookie(app.sessionCookieName, secret, sessionCookieOptions(cookieSecure));
  return { outcome: 'signedIn', ...base };
}

function socialProfile(
  source: SocialSource,
  { identity, providerKind }: NonNullable<SignedInAnswer['profile']>,
) {
  return {
    provider: providerKind,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    photoUrl: identity.photoUrl,
    workHistory: identity.workHistory,
    educationHistory: identity.educationHistory,
    redirectType: source,
    overridesHistory: socialHistoryOverrides(source),
  } as const;
}
