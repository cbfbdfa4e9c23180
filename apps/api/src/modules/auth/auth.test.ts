import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, SessionStatus } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import type { Tenant } from '../tenants/find-tenant.js';

const THROTTLE_DELAY_MS = 300;
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let jane: Awaited<ReturnType<typeof createCandidate>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme' });
  globex = await createTenant(db, { client: 'globex' });
  jane = await createCandidate(db, acme, { uname: 'jane@example.com', ssn: '123-45-6789' });
  await createCandidate(db, acme, { uname: 'pending@example.com', locked: 't' });
  await createCandidate(db, globex, {
    uname: 'jane@example.com',
    password: 'a different passphrase',
  });
  app = await buildTestApp(database, { LOGIN_THROTTLE_DELAY_MS: String(THROTTLE_DELAY_MS) });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

function login(username: string, password: string, client = 'acme', address = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/rest/login',
    remoteAddress: address,
    headers: {
      authorization: basic(username, password),
      'x-client': client,
      'x-requested-with': 'XMLHttpRequest',
    },
  });
}

function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'tg_session');
  if (!cookie) throw new Error('no session cookie');
  return `tg_session=${cookie.value}`;
}

const current = (cookie: string | undefined, client = 'acme') =>
  app.inject({
    url: `/rest/private/candidate/${client}/current`,
    headers: cookie ? { cookie } : {},
  });

describe('password sign-in', () => {
  it('signs in with trimmed, case-insensitive username and returns the candidate without secrets', async () => {
    const response = await login('  Jane@Example.com  ', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const candidate = response.json<Candidate>();
    expect(candidate).toMatchObject({
      candidateId: jane.id,
      uname: 'jane@example.com',
      locked: 'f',
      accessType: 'E',
    });
    expect(response.body).not.toMatch(/argon2|123-45-6789|password/i);
    const cookie = response.cookies.find((item) => item.name === 'tg_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('accepts the credentials in a JSON body too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/login',
      headers: { 'x-client': 'acme', 'x-requested-with': 'XMLHttpRequest' },
      payload: { username: 'jane@example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown user', async () => {
    const wrong = await login('jane@example.com', 'not the password', 'acme', '10.0.0.2');
    const unknown = await login('nobody@example.com', 'not the password', 'acme', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a locked (not activated) candidate with its own code', async () => {
    const response = await login('pending@example.com', TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });
    expect(response.cookies.find((item) => item.name === 'tg_session')).toBeUndefined();
  });

  it('keeps tenants apart: the same e-mail is a different account elsewhere', async () => {
    expect((await login('jane@example.com', TEST_PASSWORD, 'globex')).statusCode).toBe(401);
    expect((await login('jane@example.com', 'a different passphrase', 'globex')).statusCode).toBe(
      200,
    );
  });

  it('needs the X-Client header, a known client and the XMLHttpRequest marker', async () => {
    const noClient = await app.inject({
      method: 'POST',
      url: '/rest/login',
      headers: {
        authorization: basic('jane@example.com', TEST_PASSWORD),
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ code: 'CLIENT_REQUIRED' });
    expect((await login('jane@example.com', TEST_PASSWORD, 'nobody')).json()).toMatchObject({
      code: 'CLIENT_NOT_FOUND',
    });
    const unmarked = await app.inject({
      method: 'POST',
      url: '/rest/login',
      headers: { authorization: basic('jane@example.com', TEST_PASSWORD), 'x-client': 'acme' },
    });
    expect(unmarked.statusCode).toBe(403);
  });

  it('reports missing credentials as a 400 naming the field', async () => {
    const response = await login('jane@example.com', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });
});

describe('brute-force protection', () => {
  it('delays the 11th failed attempt in 15 minutes, with the same answer even for the right password', async () => {
    const address = '10.9.9.9';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (await login('jane@example.com', `wrong ${attempt}`, 'acme', address)).statusCode,
      ).toBe(401);
    }
    const started = performance.now();
    const eleventh = await login('jane@example.com', TEST_PASSWORD, 'acme', address);
    expect(performance.now() - started).toBeGreaterThanOrEqual(THROTTLE_DELAY_MS - 5);
    expect(eleventh.statusCode).toBe(401);
    expect(eleventh.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    // Another address is not affected by this one's failures.
    expect((await login('jane@example.com', TEST_PASSWORD, 'acme', '10.9.9.10')).statusCode).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('lets the signed-in candidate read their own record, and nobody else', async () => {
    const cookie = sessionCookie(await login('jane@example.com', TEST_PASSWORD));
    const own = await current(cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json<Candidate>().candidateId).toBe(jane.id);

    const anonymous = await current(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Unauthorized Access (401)',
    });
    expect((await current('tg_session=forged-secret')).statusCode).toBe(401);
  });

  it('does not carry a session of one tenant into another', async () => {
    const cookie = sessionCookie(await login('jane@example.com', TEST_PASSWORD));
    const elsewhere = await current(cookie, 'globex');
    expect(elsewhere.statusCode).toBe(401);
    expect((await current(cookie, 'nobody')).statusCode).toBe(404);
  });

  it('reports the session and ends it on logout, for good', async () => {
    const cookie = sessionCookie(await login('jane@example.com', TEST_PASSWORD));
    const status = (
      await app.inject({ url: '/rest/session', headers: { cookie } })
    ).json<SessionStatus>();
    expect(status).toMatchObject({ authenticated: true, client: 'acme', candidateId: jane.id });
    expect(status.expiresAt).toBeGreaterThan(Date.now());

    const logout = await app.inject({
      method: 'POST',
      url: '/rest/logout',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(logout.json()).toEqual({ status: 'Success' });
    expect(logout.cookies.find((item) => item.name === 'tg_session')?.value).toBe('');
    expect((await current(cookie)).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/rest/session', headers: { cookie } })).json<SessionStatus>()
        .authenticated,
    ).toBe(false);
  });
});
