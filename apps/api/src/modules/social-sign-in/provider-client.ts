/**
 * openid-client configurations of a tenant's providers. OpenID Connect providers are found by
 * discovery (the metadata's issuer must be the configured one); Facebook is plain OAuth 2.0
 * with its three endpoints. The client secret comes from the environment variable the
 * provider names. Plain HTTP is allowed only to the loopback interface (local providers in
 * development and tests); anything else must be HTTPS.
 */
import * as oidc from 'openid-client';
import type { IdentityProvider } from '../identity-providers/find-providers.js';

export interface ProviderSecrets {
  get(name: string): string | undefined;
}

/** A provider whose secret is missing cannot be used; it is not offered either. */
export function hasSecret(provider: IdentityProvider, secrets: ProviderSecrets): boolean {
  return Boolean(secrets.get(provider.clientSecretEnv));
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopbackHttp = (url: string) => {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
};

/** Discovery answers are reused for a while: sign-in should not wait for it every time. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const cache = new Map<string, { config: oidc.Configuration; at: number }>();

function clientAuthentication(provider: IdentityProvider, secret: string): oidc.ClientAuth {
  // LinkedIn and Facebook take the secret in the body; the others in the Basic header.
  return provider.kind === 'linkedin' || provider.kind === 'facebook'
    ? oidc.ClientSecretPost(secret)
    : oidc.ClientSecretBasic(secret);
}

export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

export async function providerConfiguration(
  provider: IdentityProvider,
  secrets: ProviderSecrets,
): Promise<oidc.Configuration> {
  const secret = secrets.get(provider.clientSecretEnv);
  if (!secret) throw new ProviderUnavailableError(`${provider.clientSecretEnv} is not set`);
  const cacheKey = JSON.stringify([provider, secret]);
  const cached = cache.get(cacheKey);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;

  let config: oidc.Configuration;
  if (provider.protocol === 'oidc' && provider.issuer) {
    const insecure = isLoopbackHttp(provider.issuer);
    config = await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      clientAuthentication(provider, secret),
      insecure ? { execute: [oidc.allowInsecureRequests] } : {},
    );
  } else {
    const { authorizationEndpoint, tokenEndpoint } = provider;
    if (!authorizationEndpoint || !tokenEndpoint)
      throw new ProviderUnavailableError('OAuth 2.0 endpoints missing');
    config = new oidc.Configuration(
      {
        issuer: new URL(authorizationEndpoint).origin,
        authorization_endpoint: authorizationEndpoint,
        token_endpoint: tokenEndpoint,
      },
      provider.clientId,
      undefined,
      clientAuthentication(provider, secret),
    );
    if (isLoopbackHttp(tokenEndpoint)) oidc.allowInsecureRequests(config);
  }
  cache.set(cacheKey, { config, at: Date.now() });
  return config;
}

/** Forgets cached discovery answers (tests that restart a provider on the same address). */
export function forgetProviderConfigurations(): void {
  cache.clear();
}
