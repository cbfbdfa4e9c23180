import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { signInAtProvider } from '../../test/provider-login.js';
import { importProviders } from '../identity-providers/import-providers.js';
import {
  DEV_PROVIDER_SECRET_ENV,
  newDevProviderSecret,
  startDevProvider,
  type DevProvider,
} from './dev-provider.js';

const ORIGIN = 'http://localhost:3000';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const secret = newDevProviderSecret();

let database: TestDatabase;
let app: FastifyInstance;
let provider: DevProvider | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, { client: 'demo' });
  app = await buildTestApp(database, { [DEV_PROVIDER_SECRET_ENV]: secret });
});
afterAll(async () => {
  await provider?.close();
  await app.close();
  await database.dispose();
});

describe('the development identity provider', () => {
  it('offers "Google" on the demo site and signs a newcomer in with any address', async () => {
    provider = await startDevProvider(database.handle.db, { port: 0, secret, origin: ORIGIN });
    expect(provider?.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const providers = await app.inject({ url: '/rest/public/social/demo/providers' });
    expect(providers.json()).toEqual([{ key: 'google', kind: 'googleplus', label: 'Google' }]);

    const start = await app.inject({
      method: 'POST',
      url: '/rest/public/social/demo/google/start',
      headers: XHR,
      payload: {},
    });
    const url = start.json<{ authorizationUrl: string }>().authorizationUrl;
    expect(new URL(url).origin).toBe(provider?.issuer);
    const back = await signInAtProvider(url, `${ORIGIN}/cognito-callback/`, {
      login: 'new.comer@example.com',
      password: 'anything',
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/rest/public/social/demo/signin',
      headers: XHR,
      payload: { query: back.search.slice(1) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      outcome: 'signedIn',
      firstLogin: true,
      candidate: { uname: 'new.comer@example.com', firstName: 'New', lastName: 'Comer' },
    });
  });

  it('stands aside once the demo tenant has providers of its own', async () => {
    const db = database.handle.db;
    const tenant = await app.tenants.require('demo');
    await importProviders(db, tenant, {
      version: 1,
      providers: [
        {
          key: 'real-google',
          kind: 'googleplus',
          label: 'Google',
          issuer: 'https://accounts.google.com',
          clientId: 'real-client',
          clientSecretEnv: 'IDP_SECRET_DEMO_REAL',
        },
      ],
    });
    const again = await startDevProvider(db, { port: 0, secret, origin: ORIGIN });
    expect(again).toBeNull();
  });

  it('does nothing without the demo tenant', async () => {
    const empty = await createTestDatabase();
    try {
      expect(
        await startDevProvider(empty.handle.db, { port: 0, secret, origin: ORIGIN }),
      ).toBeNull();
    } finally {
      await empty.dispose();
    }
  });
});
