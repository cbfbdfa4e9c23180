/**
 * Single sign-on with the tenant's enterprise identity provider (spec 1 §4, §7):
 * 1. the SSO return page hands the provider's answer to `exchangeSsoCode`, which exchanges
 *    the code (PKCE, state, nonce, issuer, audience) and gives the browser the ID token;
 * 2. the browser signs in with `POST /rest/login`, a bearer header carrying that token and
 *    empty credentials. The token is verified against the provider's keys (issuer, audience =
 *    our client id, expiry), and its nonce must name an exchanged sign-in of this tenant not
 *    used for a login yet, so a token works once and only where it was asked for;
 * 3. the entitlement claim must list `xcei` (the internal-app flow), else 403 and the
 *    no-access state; the candidate is found by link (issuer + subject) or provisioned.
 *    Provisioning fails (the core-auth-failed flag) when the address is missing, unverified
 *    or already an account's: linking that account needs its owner's proof.
 */
import {
  createRemoteJWKSet,
  decodeJwt,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import * as oidc from 'openid-client';
import {
  CREATED_ACTIVITY,
  CREATED_ACTIVITY_DATA,
  normalizeUname,
  SSO_INTERNAL_APP_ENTITLEMENT,
  unameProblem,
} from '@talentgate/domain';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { insertCandidate } from '../../stores/candidate-store.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import {
  findCandidateById,
  findCandidateByUname,
  type CandidateRow,
} from '../candidates/find-candidate.js';
import { listProviders, type IdentityProvider } from '../identity-providers/find-providers.js';
import { acceptProviderReturn, type SocialContext } from './complete-sign-in.js';
import { hasSecret } from './provider-client.js';
import { oidcIdentity } from './provider-identity.js';
import { takeExchangedNonce } from './sign-in-states.js';
import { addLink, findLinkByIdentity, touchLink } from './social-links.js';
import { configurationOrFail, SSO_LOGOUT_PATH } from './start-sign-in.js';

export async function exchangeSsoCode(context: SocialContext, query: URLSearchParams) {
  const { provider, exchanged } = await acceptProviderReturn(context, query);
  if (provider.kind !== 'enterprise' || !exchanged.idToken)
    throw appError('SOCIAL_UNSUPPORTED_ACTIVITY');
  return exchanged.idToken;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, set);
  }
  return set;
}

/** The enterprise provider the token claims to come from, with the token verified by it. */
async function verifiedToken(context: SocialContext, token: string) {
  let claimed: JWTPayload;
  try {
    claimed = decodeJwt(token);
  } catch {
    throw appError('UNAUTHORIZED');
  }
  const providers = await listProviders(context.db, context.tenant);
  const provider = providers.find(
    (candidate) =>
      candidate.kind === 'enterprise' &&
      candidate.enabled &&
      candidate.issuer === claimed.iss &&
      hasSecret(candidate, context.secrets),
  );
  if (!provider?.issuer) throw appError('UNAUTHORIZED');
  const config = await configurationOrFail(provider, context.secrets);
  const jwksUri = config.serverMetadata().jwks_uri;
  if (!jwksUri) throw appError('SERVICE_UNAVAILABLE');
  try {
    const { payload } = await jwtVerify(token, keySet(jwksUri), {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      clockTolerance: 5,
    });
    return { provider, payload };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) {
      context.log.warn(
        { provider: provider.key, reason: error.code },
        'single sign-on token refused',
      );
      throw appError('UNAUTHORIZED');
    }
    throw error;
  }
}

async function provision(
  context: SocialContext,
  provider: IdentityProvider,
  payload: JWTPayload,
): Promise<CandidateRow> {
  const identity = oidcIdentity(provider.issuer ?? '', { ...payload }, provider.entitlementsClaim);
  const { db, tenant } = context;
  const link = await findLinkByIdentity(db, tenant.id, identity);
  if (link) {
    const candidate = await findCandidateById(db, tenant.id, link.candidateId);
    if (!candidate) throw appError('SSO_PROVISIONING_FAILED');
    if (candidate.deactivatedAt !== null) throw appError('SOCIAL_ACCOUNT_DEACTIVATED');
    await touchLink(db, link, identity.email);
    return candidate;
  }
  const uname = identity.email ? normalizeUname(identity.email) : '';
  if (!identity.emailVerified || unameProblem(uname) !== null)
    throw appError('SSO_PROVISIONING_FAILED');
  if (await findCandidateByUname(db, tenant.id, uname)) throw appError('SSO_PROVISIONING_FAILED');
  return transaction(db, async (tx) => {
    const row = await insertCandidate(tx, {
      tenantId: tenant.id,
      uname,
      email: uname,
      firstName: identity.firstName,
      lastName: identity.lastName,
      locked: 'f',
      emailConfirmedAt: new Date(),
      sfxContactSource: provider.kind,
    });
    if (!row) throw appError('SSO_PROVISIONING_FAILED');
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
}

export async function singleSignOn(
  context: SocialContext,
  token: string,
): Promise<{ candidate: CandidateRow; provider: IdentityProvider }> {
  const { provider, payload } = await verifiedToken(context, token);
  const nonce = typeof payload.nonce === 'string' ? payload.nonce : '';
  if (!(await takeExchangedNonce(context.db, context.tenant.id, provider.id, nonce)))
    throw appError('UNAUTHORIZED');
  const apps = payload[provider.entitlementsClaim];
  if (!Array.isArray(apps) || !apps.includes(SSO_INTERNAL_APP_ENTITLEMENT))
    throw appError('SSO_NOT_ENTITLED');
  return { candidate: await provision(context, provider, payload), provider };
}

/** Where the browser goes to end the provider's session too; it returns to /auth0_logout/. */
export async function endSessionUrl(
  context: SocialContext,
  provider: IdentityProvider,
  origin: string,
): Promise<string | null> {
  try {
    const config = await configurationOrFail(provider, context.secrets);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      client_id: provider.clientId,
      post_logout_redirect_uri: `${origin}${SSO_LOGOUT_PATH}`,
    }).href;
  } catch {
    return null;
  }
}
