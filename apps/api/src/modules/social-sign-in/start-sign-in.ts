/**
 * Starts a sign-in at one of the tenant's providers: authorization code with PKCE (S256), a
 * fresh `state` and `nonce`, and the exact redirect URI of the tenant's site (the social
 * return page, or the single sign-on return page for the enterprise provider).
 */
import * as oidc from 'openid-client';
import type { SocialSource } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import type { IdentityProvider } from '../identity-providers/find-providers.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  providerConfiguration,
  ProviderUnavailableError,
  type ProviderSecrets,
} from './provider-client.js';
import { saveSignInState } from './sign-in-states.js';

/** Where providers send the browser back (spec 1 §2); registered with each provider as is. */
export const SOCIAL_RETURN_PATH = '/cognito-callback/';
export const SSO_RETURN_PATH = '/auth0_authentication/';
export const SSO_LOGOUT_PATH = '/auth0_logout/';

export function returnUri(origin: string, provider: IdentityProvider): string {
  return `${origin}${provider.kind === 'enterprise' ? SSO_RETURN_PATH : SOCIAL_RETURN_PATH}`;
}

export interface StartContext {
  db: Database;
  secrets: ProviderSecrets;
  tenant: Tenant;
  origin: string;
}

/** Discovery or a missing secret: the provider cannot be used now. */
export async function configurationOrFail(provider: IdentityProvider, secrets: ProviderSecrets) {
  try {
    return await providerConfiguration(provider, secrets);
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof oidc.ClientError)
      throw appError('SOCIAL_PROVIDER_NOT_FOUND');
    // The provider could not be reached or answered nonsense.
    throw appError('SERVICE_UNAVAILABLE');
  }
}

export async function startSignIn(
  context: StartContext,
  provider: IdentityProvider,
  options: { source: SocialSource; candidateId: number | null },
): Promise<string> {
  const config = await configurationOrFail(provider, context.secrets);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = returnUri(context.origin, provider);
  await saveSignInState(context.db, {
    tenantId: context.tenant.id,
    providerId: provider.id,
    state,
    nonce,
    codeVerifier,
    redirectUri,
    source: options.source,
    candidateId: options.candidateId,
  });
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: provider.scopes.join(provider.kind === 'facebook' ? ',' : ' '),
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  };
  if (provider.protocol === 'oidc') parameters['nonce'] = nonce;
  return oidc.buildAuthorizationUrl(config, parameters).href;
}
