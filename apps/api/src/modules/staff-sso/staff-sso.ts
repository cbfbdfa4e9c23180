/**
 * Staff sign-in through the tenant's enterprise OpenID provider (decision 0037), with the
 * protocol of candidates' sign-in (decision 0028): authorization code with PKCE, a fresh
 * `state` and `nonce`, one exact redirect URI (`/staff/sso-return` on the tenant's site), and
 * openid-client's checks of the answer's issuer, the ID token's issuer, audience, expiry and
 * nonce. Only providers the tenant's file marks `staffSignIn` are used, and only the tenant's.
 */
import * as oidc from 'openid-client';
import type { StaffSsoProvider } from '@talentgate/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffUsers } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  findProvider,
  findProviderById,
  listProviders,
  type IdentityProvider,
} from '../identity-providers/find-providers.js';
import { ExchangeError, exchangeCode } from '../social-sign-in/exchange-code.js';
import { hasSecret, type ProviderSecrets } from '../social-sign-in/provider-client.js';
import { configurationOrFail } from '../social-sign-in/start-sign-in.js';
import type { StaffUserRow } from '../staff-auth/staff-users.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { linkStaffIdentity, matchStaffUser } from './staff-identity-links.js';
import { saveStaffSsoState, takeStaffSsoState } from './staff-sso-states.js';

/** Where the provider sends the browser back; registered with the provider as is. */
export const STAFF_SSO_RETURN_PATH = '/staff/sso-return';

export interface StaffSsoContext {
  db: Database;
  secrets: ProviderSecrets;
  tenant: Tenant;
  /** The tenant's site origin from configuration. */
  origin: string;
}

const offered = (provider: IdentityProvider, secrets: ProviderSecrets) =>
  provider.enabled && provider.staffSignIn && hasSecret(provider, secrets);

/** The providers the staff sign-in page offers (never a secret, endpoint or client id). */
export async function staffSsoProviders(
  db: Database,
  tenant: Tenant,
  secrets: ProviderSecrets,
): Promise<StaffSsoProvider[]> {
  const providers = await listProviders(db, tenant);
  return providers
    .filter((provider) => offered(provider, secrets))
    .map(({ key, label }) => ({ key, label }));
}

/**
 * A fresh sign-in: the provider's authorization URL to send the browser to, and the `state`
 * the route also keeps in a cookie of this browser (so that a return only completes in the
 * browser that started it: no signing someone in as the attacker's account).
 */
export async function startStaffSso(
  context: StaffSsoContext,
  key: string,
): Promise<{ authorizationUrl: string; state: string }> {
  const provider = await findProvider(context.db, context.tenant, key);
  if (!provider || !offered(provider, context.secrets)) throw appError('SOCIAL_PROVIDER_NOT_FOUND');
  const config = await configurationOrFail(provider, context.secrets);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = `${context.origin}${STAFF_SSO_RETURN_PATH}`;
  await saveStaffSsoState(context.db, {
    tenantId: context.tenant.id,
    providerId: provider.id,
    state,
    nonce,
    codeVerifier,
    redirectUri,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scopes.join(' '),
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: url.href, state };
}

/**
 * The provider's answer (the return page's query string): the staff user it signs in. A
 * linked identity is its user; an identity whose verified address is an active staff user's
 * of this tenant is linked to that user now (audited); anything else is refused.
 */
export async function completeStaffSso(
  context: StaffSsoContext,
  answer: { query: string; browserState: string | null },
  now = new Date(),
): Promise<StaffUserRow> {
  const { db, tenant } = context;
  const query = new URLSearchParams(answer.query.replace(/^\?/, ''));
  const stateValue = query.get('state');
  const fromThisBrowser = stateValue !== null && stateValue === answer.browserState;
  const state = fromThisBrowser ? await takeStaffSsoState(db, tenant.id, stateValue, now) : null;
  if (!state) throw appError('SOCIAL_STATE_INVALID');
  // The person cancelled or the provider refused: nothing to exchange.
  if (query.has('error')) throw appError('STAFF_SSO_FAILED');
  const provider = await findProviderById(db, tenant, state.providerId);
  if (!provider || !offered(provider, context.secrets)) throw appError('SOCIAL_PROVIDER_NOT_FOUND');
  const config = await configurationOrFail(provider, context.secrets);
  let identity;
  try {
    ({ identity } = await exchangeCode(config, provider, state, query));
  } catch (error) {
    if (error instanceof ExchangeError) throw appError('STAFF_SSO_FAILED');
    throw error;
  }
  const match = await matchStaffUser(db, tenant.id, provider, identity);
  if (match.kind === 'none') throw appError('STAFF_SSO_NOT_LINKED');
  const { user } = match;
  await transaction(db, async (tx) => {
    if (match.kind === 'invited') {
      await linkStaffIdentity(tx, user, provider, identity, now);
      await recordAudit(
        tx,
        { tenantId: tenant.id, staffUserId: user.id, name: user.name },
        {
          action: 'staff-user.sso-link',
          entityType: 'staff_user',
          entityId: user.id,
          after: { provider: provider.key, issuer: identity.issuer },
        },
        now,
      );
    }
    await tx
      .update(staffUsers)
      .set({ lastSignInAt: now, updatedAt: now })
      .where(eq(staffUsers.id, user.id));
  });
  return user;
}
