import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialLinks, SocialSignInResult } from '@talentgate/domain';
import { candidates, outboxEmails, socialSignInStates } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import {
  startIdentityProviderPeers,
  type IdentityProviderPeers,
} from '../../test/identity-provider-peers.js';
import { signInAtProvider } from '../../test/provider-login.js';
import { importProviders } from '../identity-providers/import-providers.js';
import { parseProvidersFile } from '../identity-providers/providers-file.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { digest } from './sign-in-states.js';

const ORIGIN = 'http://localhost:3000';
const RETURN = `${ORIGIN}/cognito-callback/`;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let database: TestDatabase;
let app: FastifyInstance;
let peers: IdentityProviderPeers;
let acme: Tenant;
let globex: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  peers = await startIdentityProviderPeers(ORIGIN, ['acme', 'globex', 'initech']);
  acme = await createTenant(db, { client: 'acme' });
  globex = await createTenant(db, { client: 'globex' });
  const initech = await createTenant(db, {
    client: 'initech',
    featureFlags: { profileLoginDeactivated: true },
  });
  await importProviders(db, acme, parseProvidersFile(peers.providersFile('acme')));
  await importProviders(
    db,
    globex,
    parseProvidersFile(peers.providersFile('globex', { only: ['google', 'enterprise'] })),
  );
  await importProviders(
    db,
    initech,
    parseProvidersFile(peers.providersFile('initech', { only: ['google'] })),
  );
  app = await buildTestApp(database, peers.secrets);
});

afterAll(async () => {
  await app.close();
  await peers.close();
  await database.dispose();
});

function cookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((item) => item.name === 'tg_session');
  return cookie ? `tg_session=${cookie.value}` : null;
}

async function start(client: string, provider: string, body: object = {}, cookie?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/rest/public/social/${client}/${provider}/start`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  return response;
}

async function authorizationUrl(
  client: string,
  provider: string,
  body: object = {},
  cookie?: string,
) {
  const response = await start(client, provider, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ authorizationUrl: string }>().authorizationUrl);
}

function finish(client: string, query: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/rest/public/social/${client}/signin`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: { query },
  });
}

/** Start, sign in at the provider as `login`, and come back: the return page's query. */
async function providerReturn(client: string, provider: string, login: string, body: object = {}) {
  const url = await authorizationUrl(client, provider, body);
  const back = await signInAtProvider(url.href, RETURN, { login, password: 'any' });
  return back.search.slice(1);
}

const current = (cookie: string, client = 'acme') =>
  app.inject({ url: `/rest/private/candidate/${client}/current`, headers: { cookie } });

describe('providers', () => {
  it('lists the tenant’s providers without client ids, secrets or endpoints', async () => {
    const response = await app.inject({ url: '/rest/public/social/acme/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { key: 'google', kind: 'googleplus', label: 'Google' },
      { key: 'linkedin', kind: 'linkedin', label: 'LinkedIn' },
      { key: 'cognito', kind: 'cognito', label: 'Amazon Cognito' },
      { key: 'corp-sso', kind: 'enterprise', label: 'Contoso employees' },
      { key: 'facebook', kind: 'facebook', label: 'Facebook' },
    ]);
    expect(response.body).not.toMatch(/secret|acme-google|127\.0\.0\.1/);
  });

  it('starts with authorization code, PKCE S256, state, nonce and the exact redirect URI', async () => {
    const url = await authorizationUrl('acme', 'google');
    expect(url.origin).toBe(peers.google.issuer);
    expect(url.searchParams.get('client_id')).toBe('acme-google');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(RETURN);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('never uses another tenant’s provider configuration', async () => {
    const globexUrl = await authorizationUrl('globex', 'google');
    expect(globexUrl.searchParams.get('client_id')).toBe('globex-google');
    // Globex has no LinkedIn; Acme's is not offered to it.
    expect((await start('globex', 'linkedin')).json()).toMatchObject({
      code: 'SOCIAL_PROVIDER_NOT_FOUND',
    });
    // A sign-in started at Acme cannot be finished at Globex.
    const query = await providerReturn('acme', 'google', 'cross@example.com');
    const response = await finish('globex', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
    expect(cookieOf(response)).toBeNull();
  });
});

describe('social sign-in', () => {
  it('creates a new candidate, active and confirmed, and signs them in; then returns', async () => {
    const query = await providerReturn('acme', 'google', 'new.person@example.com');
    const response = await finish('acme', query);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<SocialSignInResult>();
    expect(result).toMatchObject({
      outcome: 'signedIn',
      firstLogin: true,
      merged: false,
      source: 'sign-in',
      providerLabel: 'Google',
      candidate: {
        uname: 'new.person@example.com',
        firstName: 'New',
        lastName: 'Person',
        locked: 'f',
      },
      socialProfile: { provider: 'googleplus', email: 'new.person@example.com' },
    });
    const cookie = cookieOf(response);
    expect(cookie).not.toBeNull();
    expect((await current(cookie ?? '')).json()).toMatchObject({ uname: 'new.person@example.com' });
    const [row] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.uname, 'new.person@example.com'));
    expect(row?.emailConfirmedAt).not.toBeNull();
    expect(row?.passwordHash).toBeNull();

    const again = await finish(
      'acme',
      await providerReturn('acme', 'google', 'new.person@example.com'),
    );
    expect(again.json()).toMatchObject({
      outcome: 'signedIn',
      firstLogin: false,
      candidate: { candidateId: result.candidate?.candidateId },
    });
  });

  it('refuses a replayed return, and a used code with a fresh state', async () => {
    const query = await providerReturn('acme', 'google', 'replay@example.com');
    expect((await finish('acme', query)).statusCode).toBe(200);
    const replay = await finish('acme', query);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });

    const fresh = await authorizationUrl('acme', 'google');
    const used = new URLSearchParams(query);
    used.set('state', fresh.searchParams.get('state') ?? '');
    const response = await finish('acme', used.toString());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_SIGN_IN_FAILED' });
  });

  it('refuses an unknown state and a return without one', async () => {
    const query = new URLSearchParams(await providerReturn('acme', 'google', 'state@example.com'));
    query.set('state', 'not-a-state-we-made-0123456789');
    expect((await finish('acme', query.toString())).json()).toMatchObject({
      code: 'SOCIAL_STATE_INVALID',
    });
    expect((await finish('acme', 'code=abc')).json()).toMatchObject({
      code: 'SOCIAL_STATE_INVALID',
    });
  });

  it('refuses an ID token whose nonce is not the one of the sign-in', async () => {
    const query = await providerReturn('acme', 'google', 'nonce@example.com');
    const state = new URLSearchParams(query).get('state') ?? '';
    await database.handle.db
      .update(socialSignInStates)
      .set({ nonce: 'another-sign-in-nonce' })
      .where(eq(socialSignInStates.stateHash, digest(state)));
    const response = await finish('acme', query);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_SIGN_IN_FAILED' });
    expect(cookieOf(response)).toBeNull();
  });

  it('refuses an answer that names another issuer (mix-up)', async () => {
    const query = new URLSearchParams(await providerReturn('acme', 'google', 'mixup@example.com'));
    expect(query.get('iss')).toBe(peers.google.issuer);
    query.set('iss', peers.linkedin.issuer);
    const response = await finish('acme', query.toString());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_SIGN_IN_FAILED' });
  });

  it('refuses when the person cancels at the provider', async () => {
    const url = await authorizationUrl('acme', 'google');
    const state = url.searchParams.get('state') ?? '';
    const response = await finish('acme', `error=access_denied&state=${state}`);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_SIGN_IN_FAILED' });
  });
});

describe('accounts that exist already', () => {
  it('never lets a provider e-mail, verified or not, take over an account: the owner proves it', async () => {
    const db = database.handle.db;
    const owner = await createCandidate(db, acme, { uname: 'owner@example.com' });
    // Cognito says the address is not verified.
    peers.cognito.setAccount('owner-lookalike', {
      sub: 'cognito-lookalike',
      email: 'owner@example.com',
      email_verified: 'false',
    });
    const unverified = await finish(
      'acme',
      await providerReturn('acme', 'cognito', 'owner-lookalike'),
    );
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json()).toMatchObject({
      outcome: 'mergePending',
      pending: { email: 'owner@example.com' },
    });
    expect(unverified.json()).not.toHaveProperty('candidate');
    expect(cookieOf(unverified)).toBeNull();

    // Google says it is verified: still only a pending merge.
    const verified = await finish(
      'acme',
      await providerReturn('acme', 'google', 'owner@example.com'),
    );
    const pending = verified.json<SocialSignInResult>().pending?.token ?? '';
    expect(verified.json()).toMatchObject({ outcome: 'mergePending' });
    expect(cookieOf(verified)).toBeNull();

    const merge = (password: string, token = pending) =>
      app.inject({
        method: 'POST',
        url: '/rest/public/social/acme/merge/password',
        headers: XHR,
        payload: { pending: token, password },
      });
    const wrong = await merge('not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // Another tenant cannot use the pending merge.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/rest/public/social/globex/merge/password',
      headers: XHR,
      payload: { pending, password: TEST_PASSWORD },
    });
    expect(elsewhere.json()).toMatchObject({ code: 'SOCIAL_MERGE_INVALID' });

    const proved = await merge(TEST_PASSWORD);
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json()).toMatchObject({
      outcome: 'signedIn',
      merged: true,
      candidate: { candidateId: owner.id },
    });
    expect(cookieOf(proved)).not.toBeNull();
    expect((await merge(TEST_PASSWORD)).json()).toMatchObject({ code: 'SOCIAL_MERGE_INVALID' });

    // From now on Google signs the owner in; the unverified Cognito identity is not linked.
    const returning = await finish(
      'acme',
      await providerReturn('acme', 'google', 'owner@example.com'),
    );
    expect(returning.json()).toMatchObject({
      outcome: 'signedIn',
      candidate: { candidateId: owner.id },
    });
  });

  it('links by a link e-mailed to the account, which proves the address', async () => {
    const db = database.handle.db;
    // Someone else registered this address in a flow; the owner never confirmed it.
    const account = await createCandidate(db, acme, {
      uname: 'reclaim@example.com',
      locked: 't',
      password: 'someone elses password',
    });
    const pendingAnswer = await finish(
      'acme',
      await providerReturn('acme', 'linkedin', 'reclaim@example.com'),
    );
    const pending = pendingAnswer.json<SocialSignInResult>().pending?.token ?? '';
    const sent = await app.inject({
      method: 'POST',
      url: '/rest/public/social/acme/merge/email',
      headers: XHR,
      payload: { pending },
    });
    expect(sent.json()).toEqual({ status: 'Sent' });
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'reclaim@example.com'));
    expect(email?.subject).toBe(`Connect LinkedIn to your ${acme.name} account`);
    const link = /http:\/\/localhost:3000\/cognito-callback\/\?merge=([\w-]+)/.exec(
      email?.textBody ?? '',
    );
    expect(link).not.toBeNull();

    const confirm = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/rest/public/social/acme/merge/confirm',
        headers: XHR,
        payload: { token },
      });
    // The browser's own secret is not the e-mailed one.
    expect((await confirm(pending)).json()).toMatchObject({ code: 'SOCIAL_MERGE_INVALID' });
    const confirmed = await confirm(link?.[1] ?? '');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ outcome: 'signedIn', merged: true });
    const [row] = await db.select().from(candidates).where(eq(candidates.id, account.id));
    // Confirmed now, and the password someone else set no longer opens it (decision 0026).
    expect(row).toMatchObject({ locked: 'f', passwordHash: null });
    expect(row?.emailConfirmedAt).not.toBeNull();
  });

  it('tells an account linked to another identity of the provider to use it (multi-account)', async () => {
    await finish('acme', await providerReturn('acme', 'google', 'multi@example.com'));
    peers.google.setAccount('multi-second', {
      sub: 'google-second-identity',
      email: 'multi@example.com',
      email_verified: true,
    });
    const response = await finish('acme', await providerReturn('acme', 'google', 'multi-second'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_MULTI_ACCOUNT' });
  });

  it('refuses a deactivated account with the deactivated notice', async () => {
    const first = await finish('acme', await providerReturn('acme', 'google', 'gone@example.com'));
    const candidateId = first.json<SocialSignInResult>().candidate?.candidateId ?? 0;
    await database.handle.db
      .update(candidates)
      .set({ deactivatedAt: new Date() })
      .where(eq(candidates.id, candidateId));
    const response = await finish(
      'acme',
      await providerReturn('acme', 'google', 'gone@example.com'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_ACCOUNT_DEACTIVATED' });
    expect(cookieOf(response)).toBeNull();
  });
});

describe('providers’ shapes', () => {
  const facebookReturn = async (client = 'acme') => {
    const url = await authorizationUrl(client, 'facebook');
    expect(url.origin).toBe(peers.facebook.origin);
    return (await signInAtProvider(url.href, RETURN)).search.slice(1);
  };

  it('signs a Facebook user in by the Graph user; the e-mail counts as unverified', async () => {
    peers.facebook.signInAs({
      id: '4242',
      email: 'fay@example.com',
      first_name: 'Fay',
      last_name: 'Book',
      picture: { data: { url: 'https://example.com/fay.jpg' } },
    });
    const response = await finish('acme', await facebookReturn());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'signedIn',
      firstLogin: true,
      candidate: { uname: 'fay@example.com', firstName: 'Fay' },
      socialProfile: { provider: 'facebook', photoUrl: 'https://example.com/fay.jpg' },
    });
    const [row] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.uname, 'fay@example.com'));
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('gives the without-e-mail notice when the provider shares no address', async () => {
    peers.facebook.signInAs({ id: '5151', first_name: 'No', last_name: 'Mail' });
    const response = await finish('acme', await facebookReturn());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_EMAIL_MISSING' });
  });

  it('reads LinkedIn’s work and education history, skipping records without company or degree', async () => {
    const response = await finish(
      'acme',
      await providerReturn('acme', 'linkedin', 'history@example.com'),
    );
    expect(response.json<SocialSignInResult>().socialProfile).toMatchObject({
      provider: 'linkedin',
      workHistory: [
        {
          company: 'Contoso Cloud',
          title: 'Site Reliability Engineer',
          startDate: '2021-03',
          current: true,
        },
      ],
      educationHistory: [
        {
          institution: 'State University',
          levelAttained: 'Bachelor',
          subject: 'Computer Science',
          endDate: '2020',
        },
      ],
    });
  });

  it('says the history overrides the flow’s only for a sign-in started while applying', async () => {
    const profileFor = async (login: string, source: string) =>
      (
        await finish('acme', await providerReturn('acme', 'linkedin', login, { source }))
      ).json<SocialSignInResult>().socialProfile;
    expect(await profileFor('applying@example.com', 'applying')).toMatchObject({
      redirectType: 'applying',
      overridesHistory: true,
      workHistory: [{ company: 'Contoso Cloud' }],
      educationHistory: [{ institution: 'State University' }],
    });
    for (const [login, source] of [
      ['community@example.com', 'talent-community'],
      ['signing.in@example.com', 'sign-in'],
    ] as const) {
      expect(await profileFor(login, source)).toMatchObject({
        redirectType: source,
        overridesHistory: false,
        workHistory: [{ company: 'Contoso Cloud' }],
      });
    }
    // A source the API does not know is refused, not guessed.
    expect((await start('acme', 'linkedin', { source: 'elsewhere' })).statusCode).toBe(400);
  });

  it('reads Cognito’s string "true" as a verified e-mail', async () => {
    const response = await finish(
      'acme',
      await providerReturn('acme', 'cognito', 'cog@example.com'),
    );
    expect(response.json()).toMatchObject({ outcome: 'signedIn', firstLogin: true });
    const [row] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.uname, 'cog@example.com'));
    expect(row?.emailConfirmedAt).not.toBeNull();
  });

  it('answers a loginless token instead of a session where profile login is deactivated', async () => {
    const query = await providerReturn('initech', 'google', 'loginless@example.com');
    const response = await finish('initech', query);
    expect(response.json()).toMatchObject({
      outcome: 'loginless',
      temporaryToken: { token: expect.any(String), expiry: expect.any(Number) },
    });
    expect(cookieOf(response)).toBeNull();
  });
});

describe('linked sign-in methods', () => {
  const links = (client: string, cookie?: string) =>
    app.inject({
      url: `/rest/private/social/${client}/links`,
      headers: cookie ? { cookie } : {},
    });
  const unlink = (client: string, id: number, cookie?: string) =>
    app.inject({
      method: 'DELETE',
      url: `/rest/private/social/${client}/links/${id}`,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    });
  const idsOf = (response: LightMyRequestResponse) =>
    response.json<SocialLinks>().links.map((link) => link.socialChannelId);

  /** A new candidate signed in with `provider`: their cookie and their link's id. */
  async function socialCandidate(client: string, provider: string, login: string) {
    const response = await finish(client, await providerReturn(client, provider, login));
    expect(response.statusCode, response.body).toBe(200);
    const cookie = cookieOf(response) ?? '';
    const [id = 0] = idsOf(await links(client, cookie));
    return { cookie, id };
  }

  it('answers only the signed-in candidate of the tenant: 401 without a session or elsewhere', async () => {
    const { cookie, id } = await socialCandidate('acme', 'google', 'scope.one@example.com');
    expect((await links('acme')).statusCode).toBe(401);
    expect((await unlink('acme', id)).statusCode).toBe(401);
    // Acme's session is no session at Globex.
    expect((await links('globex', cookie)).statusCode).toBe(401);
    expect((await unlink('globex', id, cookie)).statusCode).toBe(401);
    expect((await links('nowhere', cookie)).statusCode).toBe(404);
  });

  it('never unlinks another candidate’s method, in this tenant or another (404)', async () => {
    const mine = await socialCandidate('acme', 'google', 'scope.mine@example.com');
    const neighbour = await socialCandidate('acme', 'google', 'scope.neighbour@example.com');
    const foreign = await socialCandidate('globex', 'google', 'scope.foreign@example.com');
    for (const id of [neighbour.id, foreign.id]) {
      const response = await unlink('acme', id, mine.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'RECORD_NOT_FOUND' });
    }
    expect(idsOf(await links('acme', neighbour.cookie))).toEqual([neighbour.id]);
    expect(idsOf(await links('globex', foreign.cookie))).toEqual([foreign.id]);
  });

  it('unlinks one of two providers, never the last way in; a password is a way in', async () => {
    const { cookie, id: googleId } = await socialCandidate(
      'acme',
      'google',
      'two.ways@example.com',
    );
    // Linking starts signed in only.
    expect((await start('acme', 'linkedin', { link: true })).statusCode).toBe(401);
    const url = await authorizationUrl('acme', 'linkedin', { link: true }, cookie);
    const back = await signInAtProvider(url.href, RETURN, {
      login: 'two.ways@example.com',
      password: 'any',
    });
    const linked = await finish('acme', back.search.slice(1), cookie);
    expect(linked.json()).toMatchObject({ outcome: 'linked' });
    const both = await links('acme', cookie);
    expect(both.json()).toMatchObject({
      hasPassword: false,
      links: [{ provider: 'google' }, { provider: 'linkedin' }],
    });
    const [, linkedinId = 0] = idsOf(both);

    const removed = await unlink('acme', googleId, cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ links: [{ provider: 'linkedin' }] });
    const last = await unlink('acme', linkedinId, cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'SOCIAL_LAST_SIGN_IN_METHOD' });
    // Google no longer signs this candidate in: the address now needs the owner's proof.
    const again = await finish(
      'acme',
      await providerReturn('acme', 'google', 'two.ways@example.com'),
    );
    expect(again.json()).toMatchObject({ outcome: 'mergePending' });

    // With a password, the only link may go.
    await createCandidate(database.handle.db, acme, { uname: 'has.password@example.com' });
    const pending = (
      await finish('acme', await providerReturn('acme', 'google', 'has.password@example.com'))
    ).json<SocialSignInResult>().pending?.token;
    const proved = await app.inject({
      method: 'POST',
      url: '/rest/public/social/acme/merge/password',
      headers: XHR,
      payload: { pending, password: TEST_PASSWORD },
    });
    const owner = cookieOf(proved) ?? '';
    const [ownerLink = 0] = idsOf(await links('acme', owner));
    const gone = await unlink('acme', ownerLink, owner);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ hasPassword: true, links: [] });
  });
});
