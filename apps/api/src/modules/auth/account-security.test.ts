/**
 * Issue 19: how accounts, sessions and tokens hold up against someone who is not their owner
 * (the account takeover, token, throttle and reset-link items), each through the real calls.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStatus } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  app = await buildTestApp(database, { LOGIN_THROTTLE_DELAY_MS: '300' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const login = (target: FastifyInstance, username: string, password: string, address = '10.0.0.1') =>
  target.inject({
    method: 'POST',
    url: '/rest/login',
    remoteAddress: address,
    headers: { ...XHR, 'x-client': 'acme' },
    payload: { username, password },
  });

describe('the session cookie over HTTPS', () => {
  it('is named with the __Host- prefix: Secure, Path=/ and no Domain, and only that name is read', async () => {
    await createCandidate(database.handle.db, acme, { uname: 'secure@example.com' });
    const secureApp = await buildTestApp(database, { COOKIE_SECURE: 'true' });
    try {
      const response = await login(secureApp, 'secure@example.com', TEST_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      const cookie = response.cookies.find((item) => item.name === '__Host-tg_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(response.cookies.find((item) => item.name === 'tg_session')).toBeUndefined();

      const status = async (cookieHeader: string) =>
        (
          await secureApp.inject({ url: '/rest/session', headers: { cookie: cookieHeader } })
        ).json<SessionStatus>().authenticated;
      expect(await status(`__Host-tg_session=${cookie?.value ?? ''}`)).toBe(true);
      // A cookie without the prefix may have been set by a sibling host or over plain HTTP.
      expect(await status(`tg_session=${cookie?.value ?? ''}`)).toBe(false);
    } finally {
      await secureApp.close();
    }
  });
});
