/**
 * The return page's call: the started sign-in is taken (used up) by its `state`, the code
 * exchanged at the provider that state belongs to (always one of this tenant's), and the
 * identity resolved to a candidate, or linked to the signed-in one.
 */
import { isSocialSource, type SocialSource } from '@talentgate/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { findProviderById, type IdentityProvider } from '../identity-providers/find-providers.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { exchangeCode, ExchangeError, type Exchanged } from './exchange-code.js';
import type { ProviderSecrets } from './provider-client.js';
import { linkToCandidate, resolveCandidate, type Resolution } from './resolve-candidate.js';
import { takeSignInState, type SignInStateRow } from './sign-in-states.js';
import { configurationOrFail } from './start-sign-in.js';

export interface SocialContext {
  db: Database;
  secrets: ProviderSecrets;
  tenant: Tenant;
  log: FastifyBaseLogger;
}

export interface ProviderReturn {
  state: SignInStateRow;
  provider: IdentityProvider;
  source: SocialSource;
  exchanged: Exchanged;
}

/** Takes the state, exchanges the code; every failure is a stable error, logged without secrets. */
export async function acceptProviderReturn(
  context: SocialContext,
  query: URLSearchParams,
): Promise<ProviderReturn> {
  const stateValue = query.get('state');
  if (!stateValue) throw appError('SOCIAL_STATE_INVALID');
  const state = await takeSignInState(context.db, context.tenant.id, stateValue);
  if (!state) throw appError('SOCIAL_STATE_INVALID');
  const provider = await findProviderById(context.db, context.tenant, state.providerId);
  if (!provider?.enabled) throw appError('SOCIAL_PROVIDER_NOT_FOUND');
  const source = isSocialSource(state.source) ? state.source : 'sign-in';
  // The person cancelled or the provider refused (spec 1 §8 "login failed").
  if (query.has('error')) throw appError('SOCIAL_SIGN_IN_FAILED');
  const config = await configurationOrFail(provider, context.secrets);
  try {
    const exchanged = await exchangeCode(config, provider, state, query);
    return { state, provider, source, exchanged };
  } catch (error) {
    if (!(error instanceof ExchangeError)) throw error;
    context.log.warn({ provider: provider.key, reason: error.message }, 'social sign-in refused');
    throw appError('SOCIAL_SIGN_IN_FAILED');
  }
}

export type Completion =
  | (Resolution & { provider: IdentityProvider; source: SocialSource; exchanged: Exchanged })
  | {
      kind: 'linked';
      candidate: CandidateRow;
      provider: IdentityProvider;
      source: SocialSource;
      exchanged: Exchanged;
    };

export async function completeSignIn(
  context: SocialContext,
  query: URLSearchParams,
  signedInCandidateId: number | null,
): Promise<Completion> {
  const accepted = await acceptProviderReturn(context, query);
  const { state, provider, source, exchanged } = accepted;
  if (provider.kind === 'enterprise') throw appError('SOCIAL_UNSUPPORTED_ACTIVITY');
  if (state.candidateId !== null) {
    // Linking from the dashboard: only by the candidate who started it, still signed in.
    if (signedInCandidateId !== state.candidateId) throw appError('UNAUTHORIZED');
    const candidate = await linkToCandidate(
      context.db,
      context.tenant,
      provider,
      exchanged.identity,
      state.candidateId,
    );
    return { kind: 'linked', candidate, provider, source, exchanged };
  }
  const resolution = await resolveCandidate(
    context.db,
    context.tenant,
    provider,
    exchanged.identity,
    source,
  );
  return { ...resolution, provider, source, exchanged };
}
