import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { startSiteverify } from '../../test/siteverify.js';

let database: TestDatabase;
let app: FastifyInstance;
let verifier: Awaited<ReturnType<typeof startSiteverify>>;
let pagesApp: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  verifier = await startSiteverify('good-token', 'tenant-secret');
  database = await createTestDatabase();
  const captcha = {
    provider: 'turnstile',
    siteKey: 'site-key',
    secret: 'tenant-secret',
    verifyUrl: verifier.url,
  };
  await createTenant(database.handle.db, {
    client: 'guarded',
    featureFlags: { CandidateResetPwdCaptchaEnabled: true },
    settings: { captcha },
  });
  await createTenant(database.handle.db, {
    client: 'misconfigured',
    featureFlags: { CandidateResetPwdCaptchaEnabled: true },
  });
  await createTenant(database.handle.db, { client: 'open' });
  await createTenant(database.handle.db, {
    client: 'selfhosted',
    settings: {
      captcha: { ...captcha, scriptUrl: 'https://captcha.example.org/v1/api.js?render=explicit' },
    },
  });
  app = await buildTestApp(database);
  webDist = await mkdtemp(path.join(tmpdir(), 'talentgate-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body></body></html>',
  );
  pagesApp = await buildTestApp(database, {
    WEB_DIST_DIR: webDist,
    TENANT_HOSTS: 'guarded.test=guarded,open.test=open,selfhosted.test=selfhosted',
  });
});

afterAll(async () => {
  await pagesApp.close();
  await rm(webDist, { recursive: true, force: true });
  await app.close();
  await database.dispose();
  await verifier.close();
});

const forgot = (client: string, suffix = '') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/password/${suffix}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { uname: 'someone@example.com' },
  });

describe('captcha on forgot password', () => {
  it('refuses a missing captcha when the tenant\u2019s flag is on', async () => {
    const response = await forgot('guarded');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('refuses a token the provider does not confirm', async () => {
    const response = await forgot('guarded', 'forged-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('accepts a confirmed token, sending the tenant\u2019s secret and the visitor\u2019s address', async () => {
    const response = await forgot('guarded', 'good-token');
    expect(response.json()).toBe(FORGOT_PASSWORD_SENT);
    const last = verifier.requests.at(-1);
    expect(last?.get('secret')).toBe('tenant-secret');
    expect(last?.get('response')).toBe('good-token');
    expect(last?.get('remoteip')).toBe('127.0.0.1');
  });

  it('fails closed when the flag is on but no provider is configured', async () => {
    expect((await forgot('misconfigured', 'good-token')).json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('needs no captcha when the flag is off', async () => {
    expect((await forgot('open')).json()).toBe(FORGOT_PASSWORD_SENT);
  });
});

describe('feature flags', () => {
  it('answers every known flag with the tenant\u2019s value or the default', async () => {
    const flags = (await app.inject({ url: '/rest/public/featureflags/guarded' })).json<
      Record<string, boolean>
    >();
    expect(flags).toMatchObject({
      CandidateResetPwdCaptchaEnabled: true,
      jobAlertSubscription: false,
      signInModalEnabled: true,
    });
    expect((await app.inject({ url: '/rest/public/featureflags/nobody' })).statusCode).toBe(404);
  });
});

describe('the captcha widget in the browser', () => {
  const pageCsp = async (host: string) => {
    const response = await pagesApp.inject({ url: '/profile/forgot-password/', headers: { host } });
    expect(response.statusCode).toBe(200);
    return String(response.headers['content-security-policy']);
  };

  it('is described by the site call without the secret', async () => {
    const response = await app.inject({ url: '/rest/public/site/guarded' });
    expect(response.json()).toMatchObject({
      captcha: {
        provider: 'turnstile',
        siteKey: 'site-key',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      },
    });
    expect(response.body).not.toContain('tenant-secret');
    expect((await app.inject({ url: '/rest/public/site/open' })).json()).toMatchObject({
      captcha: null,
    });
  });

  it('gets its provider\u2019s script and frames allowed on the tenant\u2019s pages only', async () => {
    const guarded = await pageCsp('guarded.test');
    expect(guarded).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(guarded).toContain('frame-src https://challenges.cloudflare.com');
    const open = await pageCsp('open.test');
    expect(open).toContain("script-src 'self';");
    expect(open).not.toContain('frame-src');
    expect(open).not.toContain('cloudflare');
  });

  it('allows only the origin of a script the tenant hosts elsewhere', async () => {
    const csp = await pageCsp('selfhosted.test');
    expect(csp).toContain("script-src 'self' https://captcha.example.org;");
    expect(csp).toContain('frame-src https://captcha.example.org');
    expect(csp).not.toContain('cloudflare');
  });
});
