/**
 * The demo tenant's built-in development identity provider (issue 23, decision 0028): outside
 * production, `npm start` runs a local OpenID provider (oidc-provider; its own login page takes
 * any e-mail address) and offers it on the demo site as "Google", so a newcomer can try social
 * sign-in without an account anywhere and without internet access.
 *
 * It stands in only while the demo tenant has no providers of its own: once an operator
 * imports a real identity-providers file (README), this one is not started. Its client secret
 * is made anew at every start and lives only in this process's memory.
 */
import { randomBytes } from 'node:crypto';
import type { IdentityProviderEntry } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listProviders } from '../identity-providers/find-providers.js';
import { saveProvider } from '../identity-providers/import-providers.js';
import { TenantDirectory } from '../tenants/find-tenant.js';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.js';

export const DEV_PROVIDER_CLIENT = 'demo';
export const DEV_PROVIDER_CLIENT_ID = 'talentgate-demo-development';
export const DEV_PROVIDER_SECRET_ENV = 'IDP_SECRET_DEMO_DEVELOPMENT';

/** The secret the site will hold for the development provider (before the app is built). */
export function newDevProviderSecret(): string {
  return randomBytes(24).toString('base64url');
}

export interface DevProviderOptions {
  port: number;
  secret: string;
  /** The demo site's origin: the provider returns to {origin}/cognito-callback/. */
  origin: string;
}

export interface DevProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * Starts the provider and offers it on the demo site, unless the demo tenant is missing or
 * has providers of its own (then null, and nothing listens).
 */
export async function startDevProvider(
  db: Database,
  options: DevProviderOptions,
): Promise<DevProvider | null> {
  const tenant = await new TenantDirectory(db).find(DEV_PROVIDER_CLIENT);
  if (!tenant) return null;
  const own = (await listProviders(db, tenant)).filter(
    (provider) => provider.enabled && provider.clientId !== DEV_PROVIDER_CLIENT_ID,
  );
  if (own.length > 0) return null;
  const provider: LocalOidcProvider = await startLocalOidcProvider({
    port: options.port,
    clients: [
      {
        client_id: DEV_PROVIDER_CLIENT_ID,
        client_secret: options.secret,
        redirect_uris: [`${options.origin}/cognito-callback/`],
        post_logout_redirect_uris: [`${options.origin}/auth0_logout/`],
      },
    ],
  });
  const entry: IdentityProviderEntry = {
    key: 'google',
    kind: 'googleplus',
    label: 'Google',
    issuer: provider.issuer,
    clientId: DEV_PROVIDER_CLIENT_ID,
    clientSecretEnv: DEV_PROVIDER_SECRET_ENV,
  };
  await saveProvider(db, tenant, entry, 1);
  return { issuer: provider.issuer, close: () => provider.close() };
}
