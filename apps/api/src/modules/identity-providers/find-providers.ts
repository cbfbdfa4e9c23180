/**
 * A tenant's identity providers as the sign-in code uses them. Every look-up names the
 * tenant: another tenant's provider of the same key is never found.
 */
import { and, asc, eq } from 'drizzle-orm';
import { IdentityProviderEntry, type IdentityProviderKind } from '@talentgate/domain';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client.js';
import { identityProviders } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';

/** Facebook's own endpoints (Graph API); the file may point elsewhere (tests, a proxy). */
export const FACEBOOK_ENDPOINTS = {
  authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
  tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
  userInfoEndpoint: 'https://graph.facebook.com/v19.0/me',
} as const;

const DEFAULT_SCOPES: Record<IdentityProviderKind, readonly string[]> = {
  googleplus: ['openid', 'email', 'profile'],
  linkedin: ['openid', 'email', 'profile'],
  cognito: ['openid', 'email', 'profile'],
  enterprise: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
};

export interface IdentityProvider {
  id: number;
  tenantId: number;
  key: string;
  kind: IdentityProviderKind;
  label: string;
  protocol: 'oidc' | 'oauth2';
  issuer: string | null;
  clientId: string;
  clientSecretEnv: string;
  scopes: readonly string[];
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userInfoEndpoint: string | null;
  entitlementsClaim: string;
  /** Staff may sign in to the console with it (enterprise providers only, decision 0037). */
  staffSignIn: boolean;
  enabled: boolean;
}

type ProviderRow = typeof identityProviders.$inferSelect;

function toProvider(row: ProviderRow): IdentityProvider | null {
  // Rows are written from checked files only; a row that no longer checks is not used.
  if (!Value.Check(IdentityProviderEntry, row.settings)) return null;
  const entry = row.settings;
  const facebook = entry.kind === 'facebook';
  return {
    id: row.id,
    tenantId: row.tenantId,
    key: entry.key,
    kind: entry.kind,
    label: entry.label,
    protocol: facebook ? 'oauth2' : 'oidc',
    issuer: entry.issuer ?? null,
    clientId: entry.clientId,
    clientSecretEnv: entry.clientSecretEnv,
    scopes: entry.scopes ?? DEFAULT_SCOPES[entry.kind],
    authorizationEndpoint:
      entry.authorizationEndpoint ?? (facebook ? FACEBOOK_ENDPOINTS.authorizationEndpoint : null),
    tokenEndpoint: entry.tokenEndpoint ?? (facebook ? FACEBOOK_ENDPOINTS.tokenEndpoint : null),
    userInfoEndpoint:
      entry.userInfoEndpoint ?? (facebook ? FACEBOOK_ENDPOINTS.userInfoEndpoint : null),
    entitlementsClaim: entry.entitlementsClaim ?? 'apps',
    staffSignIn: entry.kind === 'enterprise' && entry.staffSignIn === true,
    enabled: entry.enabled ?? true,
  };
}

export async function listProviders(db: Database, tenant: Tenant): Promise<IdentityProvider[]> {
  const rows = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.tenantId, tenant.id))
    .orderBy(asc(identityProviders.sortOrder), asc(identityProviders.id));
  return rows.map(toProvider).filter((provider) => provider !== null);
}

/** The tenant's enabled provider of this key, or null. */
export async function findProvider(
  db: Database,
  tenant: Tenant,
  key: string,
): Promise<IdentityProvider | null> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.tenantId, tenant.id), eq(identityProviders.key, key)))
    .limit(1);
  const provider = row ? toProvider(row) : null;
  return provider?.enabled ? provider : null;
}

/** By id, still of this tenant (a link or session names its provider by id). */
export async function findProviderById(
  db: Database,
  tenant: Tenant,
  id: number,
): Promise<IdentityProvider | null> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.tenantId, tenant.id), eq(identityProviders.id, id)))
    .limit(1);
  return row ? toProvider(row) : null;
}
