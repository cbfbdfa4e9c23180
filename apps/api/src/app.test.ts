import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { createJob, createTenant } from './test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let webDist: string;
let jobId = 0;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const demo = await createTenant(database.handle.db, {
    client: 'demo',
    name: 'Demo',
    languages: ['en', 'es'],
  });
  jobId = (await createJob(database.handle.db, demo, { title: 'Senior Engineer' })).job.id;
  await createTenant(database.handle.db, { client: 'acme', name: 'Acme <Careers> & "Co"' });
  webDist = await mkdtemp(path.join(tmpdir(), 'talentgate-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<html><head><meta name="tg-client" content="__TG_CLIENT__"><meta name="csp-nonce" content="__CSP_NONCE__"><meta name="description" content="__TG_DESCRIPTION__"><title>__TG_SITE_NAME__</title></head><body></body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("hi")');
  app = await buildTestApp(
    database,
    { WEB_DIST_DIR: webDist, LOG_LEVEL: 'info', TENANT_HOSTS: 'careers.acme.test=acme' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('security', () => {
  it('sends a strict CSP and the usual security headers', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives JSON answers a policy that allows nothing, and no framing or sniffing', async () => {
    const response = await app.inject({ url: '/rest/public/site/demo' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a state-changing API request without the XMLHttpRequest marker', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/public/jobsearch/demo',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'XHR_MARKER_REQUIRED' });
  });

  it('decides on the matched route: another case or a percent-escape in the path needs the marker too', async () => {
    for (const url of [
      '/REST/private/todo/demo/2/complete',
      '/Rest/Private/Todo/demo/2/complete',
      '/%72est/private/todo/demo/2/complete',
      '/rest/%70rivate/todo/demo/2/complete',
    ]) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'XHR_MARKER_REQUIRED' });
    }
  });

  it('lets a marked state-changing request through to routing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/public/jobsearch/demo',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ url: '/rest/public/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('tags every response with a request id and logs no credentials', async () => {
    const response = await app.inject({
      url: '/rest/public/site/demo?token=SECRET-TOKEN-VALUE',
      headers: { authorization: 'Basic U0VDUkVULUJBU0lD', cookie: 'sid=SECRET-COOKIE' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const logs = logLines.join('\n');
    expect(logs).toContain(String(response.headers['x-request-id']));
    expect(logs).not.toMatch(/SECRET-TOKEN-VALUE|U0VDUkVULUJBU0lD|SECRET-COOKIE/);
  });
});

describe('site config', () => {
  it('returns the public facts of a tenant and nothing else', async () => {
    const response = await app.inject({ url: '/rest/public/site/demo' });
    expect(response.json()).toEqual({
      client: 'demo',
      name: 'Demo',
      tagline: '',
      defaultLanguage: 'en',
      languages: ['en', 'es'],
      passwordCriteria: ['length', 'pattern'],
      policyLinks: { terms: null, privacy: null },
      texts: { tagline: { en: '', es: '' }, streamNames: {} },
      signInModal: true,
      captcha: null,
      analytics: 'aggregate',
      branding: null,
    });
  });

  it('answers an unknown client with 404 CLIENT_NOT_FOUND', async () => {
    const response = await app.inject({ url: '/rest/public/site/nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });
});

describe('OpenAPI', () => {
  it('documents the public routes at /rest/docs', async () => {
    const spec = (await app.inject({ url: '/rest/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/rest/public/jobsearch/{client}',
        '/rest/public/job/{client}/id/{jobId}',
        '/rest/public/requisition/{client}/id/{requisitionId}',
        '/rest/public/site/{client}',
      ]),
    );
    const ui = await app.inject({ url: '/rest/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves no OpenAPI UI nor document when the setting is off (production\u2019s default)', async () => {
    const closed = await buildTestApp(database, { OPENAPI_UI: 'false' });
    try {
      for (const url of ['/rest/docs/', '/rest/docs/json', '/rest/docs/static/index.html']) {
        expect((await closed.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});

describe('web app serving', () => {
  it('serves a page with the tenant and a CSP nonce filled in', async () => {
    const response = await app.inject({ url: `/jobs/${jobId}/senior-engineer/` });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain('<meta name="tg-client" content="demo">');
    expect(response.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
  });

  it('chooses the tenant by host name', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'careers.acme.test:3000' } });
    expect(response.body).toContain('<meta name="tg-client" content="acme">');
  });

  it('titles a page with the tenant\u2019s name, escaped, until the app sets its own', async () => {
    expect((await app.inject({ url: '/' })).body).toContain('<title>Demo</title>');
    const acme = await app.inject({ url: '/', headers: { host: 'careers.acme.test' } });
    expect(acme.body).toContain('<title>Acme &lt;Careers&gt; &amp; &quot;Co&quot;</title>');
  });

  it('describes the site with the tenant\u2019s tagline', async () => {
    const page = await app.inject({ url: '/', headers: { host: 'careers.acme.test' } });
    expect(page.body).toMatch(/<meta name="description" content="[^"<>]+">/);
  });

  it('matches page paths case-insensitively and with a language prefix', async () => {
    expect((await app.inject({ url: `/JOBS/${jobId}/` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/es/jobs/${jobId}/` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/es/' })).statusCode).toBe(200);
  });

  it('answers unknown pages and languages the tenant does not offer with 404 and the app', async () => {
    for (const url of [
      '/no/such/page/',
      `/fr/jobs/${jobId}/`,
      '/campaign/spring/',
      '/jobs/999999/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('tg-client');
    }
  });

  it('serves hashed assets with a long cache and never index.html directly', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await app.inject({ url: '/index.html' });
    expect(raw.body).not.toContain('__CSP_NONCE__');
  });
});
