/**
 * The provider's answer on the return page: the authorization code is exchanged with the
 * PKCE verifier at the token endpoint; openid-client checks `state`, the `iss` of the answer
 * (RFC 9207, where the provider sends it), and the ID token's issuer, audience, expiry and
 * `nonce`. Then the user info: OpenID Connect's endpoint (its `sub` must be the ID token's),
 * or Facebook's Graph user.
 */
import * as oidc from 'openid-client';
import type { IdentityProvider } from '../identity-providers/find-providers.js';
import {
  asClaims,
  facebookIdentity,
  oidcIdentity,
  type ProviderIdentity,
} from './provider-identity.js';
import type { SignInStateRow } from './sign-in-states.js';

const FACEBOOK_FIELDS = 'id,email,first_name,last_name,picture.type(large),work,education';

export class ExchangeError extends Error {
  override readonly name = 'ExchangeError';
}

export interface Exchanged {
  identity: ProviderIdentity;
  /** OpenID Connect providers: the ID token (single sign-on hands it to the browser). */
  idToken: string | null;
}

export async function exchangeCode(
  config: oidc.Configuration,
  provider: IdentityProvider,
  state: Pick<SignInStateRow, 'redirectUri' | 'codeVerifier' | 'nonce'>,
  query: URLSearchParams,
): Promise<Exchanged> {
  const currentUrl = new URL(state.redirectUri);
  currentUrl.search = query.toString();
  try {
    if (provider.protocol === 'oidc') {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: query.get('state') ?? '',
        expectedNonce: state.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ExchangeError('no ID token');
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? asClaims(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub))
        : {};
      return {
        identity: oidcIdentity(
          claims.iss,
          { ...userInfo, ...asClaims(claims) },
          provider.entitlementsClaim,
        ),
        idToken: tokens.id_token ?? null,
      };
    }
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: query.get('state') ?? '',
    });
    const endpoint = new URL(provider.userInfoEndpoint ?? '');
    endpoint.searchParams.set('fields', FACEBOOK_FIELDS);
    const response = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      endpoint,
      'GET',
    );
    if (!response.ok) throw new ExchangeError(`user info answered ${response.status}`);
    const identity = facebookIdentity(endpoint.origin, asClaims(await response.json()));
    if (!identity) throw new ExchangeError('user info without id');
    return { identity, idToken: null };
  } catch (error) {
    if (error instanceof ExchangeError) throw error;
    // Mismatched state, issuer, audience or nonce, a used code, an unreachable provider.
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    throw new ExchangeError(`${error instanceof Error ? error.name : 'Error'} ${code}`);
  }
}
