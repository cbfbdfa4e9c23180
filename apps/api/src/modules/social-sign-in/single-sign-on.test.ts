import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import {
  startIdentityProviderPeers,
  type IdentityProviderPeers,
} from '../../test/identity-provider-peers.js';
import { signInAtProvider } from '../../test/provider-login.js';
import { importProviders } from '../identity-providers/import-providers.js';
import { parseProvidersFile } from '../identity-providers/providers-file.js';

const ORIGIN = 'http://localhost:3000';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let database: TestDatabase;
let app: FastifyInstance;
let peers: IdentityProviderPeers;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  peers = await startIdentityProviderPeers(ORIGIN, ['acme', 'globex']);
  const acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  await importProviders(db, acme, parseProvidersFile(peers.providersFile('acme')));
  await importProviders(db, globex, parseProvidersFile(peers.providersFile('globex')));
  await createCandidate(db, acme, { uname: 'taken@contoso.example' });
  app = await buildTestApp(database, peers.secrets);
});

afterAll(async () => {
  await app.close();
  await peers.close();
  await database.dispose();
});

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'tg_session');
  return cookie ? `tg_session=${cookie.value}` : null;
};

/** The SSO return page's two calls' first half: the ID token for `login`. */
async function idToken(client: string, login: string, provider = 'corp-sso') {
  const start = await app.inject({
    method: 'POST',
    url: `/rest/public/social/${client}/${provider}/start`,
    headers: XHR,
    payload: {},
  });
  const url = start.json<{ authorizationUrl: string }>().authorizationUrl;
  const back = await signInAtProvider(url, `${ORIGIN}/auth0_authentication/`, {
    login,
    password: 'x',
  });
  const exchange = await app.inject({
    method: 'POST',
    url: `/rest/public/sso/${client}/token`,
    headers: XHR,
    payload: { query: back.search.slice(1) },
  });
  expect(exchange.statusCode, exchange.body).toBe(200);
  return exchange.json<{ token: string }>().token;
}

const login = (client: string, token: string) =>
  app.inject({
    method: 'POST',
    url: '/rest/login',
    headers: { ...XHR, 'x-client': client, authorization: `Bearer ${token}` },
    payload: { username: '', password: '' },
  });

describe('single sign-on', () => {
  it('returns to the SSO page and signs in with the ID token as bearer, provisioning the candidate once', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/rest/public/social/acme/corp-sso/start',
      headers: XHR,
      payload: {},
    });
    expect(
      new URL(start.json<{ authorizationUrl: string }>().authorizationUrl).searchParams.get(
        'redirect_uri',
      ),
    ).toBe(`${ORIGIN}/auth0_authentication/`);
    const token = await idToken('acme', 'ada.lovelace@contoso.example');
    const response = await login('acme', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ uname: 'ada.lovelace@contoso.example', locked: 'f' });
    const cookie = cookieOf(response) ?? '';
    const session = await app.inject({ url: '/rest/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ authenticated: true, client: 'acme' });

    // The token works once.
    expect((await login('acme', token)).statusCode).toBe(401);
    // The next sign-in finds the same candidate.
    const again = await login('acme', await idToken('acme', 'ada.lovelace@contoso.example'));
    expect(again.json()).toMatchObject({
      candidateId: response.json<{ candidateId: number }>().candidateId,
    });

    // Logout ends the session and sends the browser to the provider's logout, back to /auth0_logout/.
    const logout = await app.inject({
      method: 'POST',
      url: '/rest/logout',
      headers: { ...XHR, cookie },
    });
    const end = new URL(logout.json<{ endSessionUrl: string }>().endSessionUrl);
    expect(end.origin).toBe(peers.enterprise.issuer);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/auth0_logout/`);
    expect((await app.inject({ url: '/rest/session', headers: { cookie } })).json()).toMatchObject({
      authenticated: false,
    });
  });

  it('refuses a user without the xcei entitlement', async () => {
    peers.enterprise.setAccount('contractor', {
      sub: 'corp-contractor',
      email: 'contractor@contoso.example',
      email_verified: true,
      apps: ['xcc'],
    });
    const response = await login('acme', await idToken('acme', 'contractor'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SSO_NOT_ENTITLED' });
    expect(cookieOf(response)).toBeNull();
  });

  it('fails provisioning (core auth) when the address is already an account’s', async () => {
    const response = await login('acme', await idToken('acme', 'taken@contoso.example'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SSO_PROVISIONING_FAILED' });
  });

  it('refuses a token of another audience (another tenant’s client) and of another issuer', async () => {
    const globexToken = await idToken('globex', 'grace@contoso.example');
    const wrongAudience = await login('acme', globexToken);
    expect(wrongAudience.statusCode).toBe(401);
    // Google's ID token is no enterprise token.
    const start = await app.inject({
      method: 'POST',
      url: '/rest/public/social/acme/google/start',
      headers: XHR,
      payload: {},
    });
    const back = await signInAtProvider(
      start.json<{ authorizationUrl: string }>().authorizationUrl,
      `${ORIGIN}/cognito-callback/`,
      { login: 'grace@contoso.example', password: 'x' },
    );
    const exchange = await app.inject({
      method: 'POST',
      url: '/rest/public/sso/acme/token',
      headers: XHR,
      payload: { query: back.search.slice(1) },
    });
    expect(exchange.json()).toMatchObject({ code: 'SOCIAL_UNSUPPORTED_ACTIVITY' });
    expect((await login('acme', 'eyJhbGciOiJub25lIn0.eyJpc3MiOiJ4In0.')).statusCode).toBe(401);
  });
});

describe('linked sign-in methods', () => {
  it('lists them and never unlinks the last way in', async () => {
    const token = await idToken('acme', 'links@contoso.example');
    const cookie = cookieOf(await login('acme', token)) ?? '';
    const links = await app.inject({ url: '/rest/private/social/acme/links', headers: { cookie } });
    expect(links.json()).toMatchObject({
      hasPassword: false,
      links: [{ provider: 'corp-sso', kind: 'enterprise', email: 'links@contoso.example' }],
    });
    const id = links.json<{ links: { socialChannelId: number }[] }>().links[0]?.socialChannelId;
    const unlink = await app.inject({
      method: 'DELETE',
      url: `/rest/private/social/acme/links/${id}`,
      headers: { ...XHR, cookie },
    });
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json()).toMatchObject({ code: 'SOCIAL_LAST_SIGN_IN_METHOD' });
  });
});
