/**
 * Staff sign-in through the tenant's enterprise OpenID provider (decision 0037), against a
 * real oidc-provider on a local port: an invited staff address the provider verified links
 * the identity and signs in (the __Host-tg_staff session of password sign-in, full at once),
 * later sign-ins go by issuer + subject; an unverified address, an unknown subject, a
 * deactivated user, a replayed or foreign state, a changed nonce or another issuer are
 * refused; another tenant's provider configuration and links are never used.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSignedIn } from '@talentgate/domain';
import { staffAuditLog, staffIdentityLinks, staffSsoStates, staffUsers } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import {
  startIdentityProviderPeers,
  type IdentityProviderPeers,
} from '../../test/identity-provider-peers.js';
import { signInAtProvider } from '../../test/provider-login.js';
import { createStaff, type TestStaff } from '../../test/staff.js';
import { importProviders } from '../identity-providers/import-providers.js';
import { parseProvidersFile } from '../identity-providers/providers-file.js';
import { digest } from '../social-sign-in/sign-in-states.js';
import type { Tenant } from '../tenants/find-tenant.js';

const ORIGIN = 'http://localhost:3000';
const RETURN = `${ORIGIN}/staff/sso-return`;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let database: TestDatabase;
let app: FastifyInstance;
let peers: IdentityProviderPeers;
let acme: Tenant;
let alice: TestStaff;
let dora: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  peers = await startIdentityProviderPeers(ORIGIN, ['acme', 'globex', 'initech']);
  acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  const initech = await createTenant(db, { client: 'initech' });
  const file = (client: string, staffSignIn: boolean) =>
    parseProvidersFile(
      peers.providersFile(client, { only: ['google', 'enterprise'], staffSignIn }),
    );
  await importProviders(db, acme, file('acme', true));
  await importProviders(db, globex, file('globex', true));
  // Candidates' single sign-on only: staff never sign in with it.
  await importProviders(db, initech, file('initech', false));
  alice = await createStaff(db, acme, 'recruiter', { email: 'alice@contoso.example' });
  dora = await createStaff(db, acme, 'admin', { email: 'dora@contoso.example' });
  await db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, dora.user.id));
  app = await buildTestApp(database, peers.secrets);
});

afterAll(async () => {
  await app.close();
  await peers.close();
  await database.dispose();
});

const staffCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'tg_staff');
  return cookie?.value ? `tg_staff=${cookie.value}` : null;
};

/** Starts at the tenant's provider: the authorization URL and this browser's state cookie. */
async function start(client: string, provider = 'corp-sso') {
  const response = await app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/sso/${provider}/start`,
    headers: XHR,
  });
  expect(response.statusCode, response.body).toBe(200);
  const state = response.cookies.find((item) => item.name === 'tg_staff_sso');
  expect(state).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  return {
    url: new URL(response.json<{ authorizationUrl: string }>().authorizationUrl),
    browser: `tg_staff_sso=${state?.value ?? ''}`,
  };
}

/** The query string the provider sends back after `login` signs in there. */
async function atProvider(url: URL, login: string) {
  const back = await signInAtProvider(url.href, RETURN, { login, password: 'x' });
  return back.search.slice(1);
}

function finish(client: string, query: string, browser: string | null) {
  return app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/sso/return`,
    headers: { ...XHR, ...(browser ? { cookie: browser } : {}) },
    payload: { query },
  });
}

async function signIn(client: string, login: string) {
  const { url, browser } = await start(client);
  return finish(client, await atProvider(url, login), browser);
}

describe('staff sign-in with the enterprise provider', () => {
  it('offers only providers the tenant marks for staff', async () => {
    const offered = (client: string) =>
      app.inject({ method: 'GET', url: `/rest/staff/${client}/sso/providers` });
    expect((await offered('acme')).json()).toEqual([
      { key: 'corp-sso', label: 'Contoso employees' },
    ]);
    expect((await offered('initech')).json()).toEqual([]);
    const refused = await app.inject({
      method: 'POST',
      url: '/rest/staff/initech/sso/corp-sso/start',
      headers: XHR,
    });
    expect(refused.statusCode).toBe(404);
    const social = await app.inject({
      method: 'POST',
      url: '/rest/staff/acme/sso/google/start',
      headers: XHR,
    });
    expect(social.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_FOUND' });
  });

  it('starts with PKCE, state and nonce, at the tenant’s own client and redirect URI', async () => {
    const { url } = await start('acme');
    expect(url.origin).toBe(peers.enterprise.issuer);
    expect(url.searchParams.get('client_id')).toBe('acme-enterprise');
    expect(url.searchParams.get('redirect_uri')).toBe(RETURN);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toMatch(/.{20,}/);
    const other = await start('globex');
    expect(other.url.searchParams.get('client_id')).toBe('globex-enterprise');
  });

  it('links an invited address the provider verified, then signs in by issuer and subject', async () => {
    const first = await signIn('acme', 'alice@contoso.example');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StaffSignedIn>()).toMatchObject({
      staff: { email: 'alice@contoso.example', roles: ['recruiter'] },
      recoveryCodes: [],
    });
    const cookie = staffCookie(first);
    expect(first.cookies.find((item) => item.name === 'tg_staff')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/rest/staff/acme/me',
      headers: { cookie: cookie ?? '' },
    });
    expect(me.json()).toMatchObject({ email: 'alice@contoso.example' });
    const db = database.handle.db;
    const links = await db
      .select()
      .from(staffIdentityLinks)
      .where(eq(staffIdentityLinks.staffUserId, alice.user.id));
    expect(links).toMatchObject([
      { issuer: peers.enterprise.issuer, subject: 'corp-alice@contoso.example' },
    ]);
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.staffUserId, alice.user.id),
          eq(staffAuditLog.action, 'staff-user.sso-link'),
        ),
      );
    expect(audit).toBeDefined();

    // The provider now gives another (even unverified) address: the link still says who it is.
    peers.enterprise.setAccount('alice@contoso.example', {
      sub: 'corp-alice@contoso.example',
      email: 'alice.renamed@contoso.example',
      email_verified: false,
    });
    const again = await signIn('acme', 'alice@contoso.example');
    expect(again.json<StaffSignedIn>().staff.email).toBe('alice@contoso.example');
  });

  it('never signs in by an address the provider did not verify', async () => {
    await createStaff(database.handle.db, acme, 'recruiter', { email: 'una@contoso.example' });
    peers.enterprise.setAccount('una', {
      sub: 'corp-una',
      email: 'una@contoso.example',
      email_verified: false,
    });
    const response = await signIn('acme', 'una');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STAFF_SSO_NOT_LINKED' });
    expect(staffCookie(response)).toBeNull();
  });

  it('refuses an unknown subject, a deactivated user, and another identity for a linked user', async () => {
    const unknown = await signIn('acme', 'mallory@contoso.example');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 'STAFF_SSO_NOT_LINKED' });
    expect(staffCookie(unknown)).toBeNull();
    const deactivated = await signIn('acme', dora.user.email);
    expect(deactivated.json()).toMatchObject({ code: 'STAFF_SSO_NOT_LINKED' });
    // Alice is linked already; a second identity claiming her verified address is not her.
    peers.enterprise.setAccount('impostor', {
      sub: 'corp-impostor',
      email: 'alice@contoso.example',
      email_verified: true,
    });
    const impostor = await signIn('acme', 'impostor');
    expect(impostor.json()).toMatchObject({ code: 'STAFF_SSO_NOT_LINKED' });
  });

  it('never uses another tenant’s provider or links', async () => {
    // Alice's link is acme's: at globex (its own client at the same IdP) she is nobody.
    const response = await signIn('globex', 'alice@contoso.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STAFF_SSO_NOT_LINKED' });
    // A state started at acme does not complete at globex.
    const { url, browser } = await start('acme');
    const query = await atProvider(url, 'alice@contoso.example');
    const foreign = await finish('globex', query, browser);
    expect(foreign.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
  });

  it('takes a state once, only in the browser that started it', async () => {
    const { url, browser } = await start('acme');
    const query = await atProvider(url, 'alice@contoso.example');
    const elsewhere = await finish('acme', query, null);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
    expect((await finish('acme', query, browser)).statusCode).toBe(200);
    const replay = await finish('acme', query, browser);
    expect(replay.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
  });

  it('refuses a candidate’s sign-in state', async () => {
    const candidateStart = await app.inject({
      method: 'POST',
      url: '/rest/public/social/acme/corp-sso/start',
      headers: XHR,
      payload: {},
    });
    const url = candidateStart.json<{ authorizationUrl: string }>().authorizationUrl;
    const state = new URL(url).searchParams.get('state') ?? '';
    const response = await finish('acme', `code=x&state=${state}`, `tg_staff_sso=${state}`);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
  });

  it('refuses an answer naming another issuer, and an ID token with another nonce', async () => {
    const mixUp = await start('acme');
    const query = new URLSearchParams(await atProvider(mixUp.url, 'alice@contoso.example'));
    expect(query.get('iss')).toBe(peers.enterprise.issuer);
    query.set('iss', peers.google.issuer);
    const wrongIssuer = await finish('acme', query.toString(), mixUp.browser);
    expect(wrongIssuer.statusCode).toBe(401);
    expect(wrongIssuer.json()).toMatchObject({ code: 'STAFF_SSO_FAILED' });
    expect(staffCookie(wrongIssuer)).toBeNull();

    const { url, browser } = await start('acme');
    const state = url.searchParams.get('state') ?? '';
    await database.handle.db
      .update(staffSsoStates)
      .set({ nonce: 'not-the-nonce-the-provider-signed' })
      .where(eq(staffSsoStates.stateHash, digest(state)));
    const wrongNonce = await finish(
      'acme',
      await atProvider(url, 'alice@contoso.example'),
      browser,
    );
    expect(wrongNonce.json()).toMatchObject({ code: 'STAFF_SSO_FAILED' });
  });

  it('refuses when the person cancels at the provider', async () => {
    const { url, browser } = await start('acme');
    const state = url.searchParams.get('state') ?? '';
    const response = await finish('acme', `error=access_denied&state=${state}`, browser);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'STAFF_SSO_FAILED' });
  });
});
