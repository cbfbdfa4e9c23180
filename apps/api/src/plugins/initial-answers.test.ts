/**
 * Pages carry the public API answers they ask for first (decision 0030): the same bodies the
 * API answers, keyed by the exact path the web app requests, for the career home, a job and a
 * requisition's apply flow; nothing for a page that does not exist, and no `<` that could end
 * the data block early.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { importDemoStreams } from '../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createCandidate, createJob, createTenant } from '../test/factories.js';
import { signInCookie } from '../test/sign-in.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';

let database: TestDatabase;
let app: FastifyInstance;
let tenant: Tenant;
let webDist: string;
let jobId = 0;
let requisitionId = 0;
let streamId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  tenant = await createTenant(db, { client: 'demo', name: 'Demo' });
  const streams = await importDemoStreams(db, tenant);
  streamId = streams['full-apply'] ?? 0;
  const { job, requisition } = await createJob(db, tenant, {
    title: 'Nurse </script><script>alert(1)</script>',
    applyStreamId: streamId,
  });
  jobId = job.id;
  requisitionId = requisition.id;
  webDist = await mkdtemp(path.join(tmpdir(), 'talentgate-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body><script type="application/json" id="tg-answers">__TG_ANSWERS__</script></body></html>',
  );
  app = await buildTestApp(database, { WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(webDist, { recursive: true, force: true });
});

async function answersOf(
  url: string,
  cookie?: string,
): Promise<{ body: string; answers: Record<string, unknown> }> {
  const page = await app.inject({ url, headers: cookie === undefined ? {} : { cookie } });
  const text = /<script type="application\/json" id="tg-answers">(.*)<\/script>/s.exec(
    page.body,
  )?.[1];
  if (text === undefined) throw new Error(`no data block in ${page.body}`);
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('answers are not an object');
  return { body: page.body, answers: Object.fromEntries(Object.entries(value)) };
}

async function apiAnswer(url: string): Promise<unknown> {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

describe('API answers sent with a page', () => {
  it('career home: the site and the search the address asks for', async () => {
    const { answers } = await answersOf('/?q=nurse&page=1');
    const search = '/rest/public/jobsearch/demo?q=nurse&page=1&pageSize=20';
    expect(answers[search]).toEqual(await apiAnswer(search));
    expect(answers['/rest/public/site/demo']).toEqual(await apiAnswer('/rest/public/site/demo'));
    // This tenant has no lists: an answer that is not a 200 is left to the browser to ask.
    expect(Object.keys(answers).sort()).toEqual(
      [search, '/rest/public/site/demo', '/rest/session'].sort(),
    );
  });

  it('job page: the job, its text kept whole and unable to close the data block', async () => {
    const { body, answers } = await answersOf(`/es/jobs/${jobId}/nurse/`);
    const jobPath = `/rest/public/job/demo/id/${jobId}`;
    expect(answers[jobPath]).toEqual(await apiAnswer(jobPath));
    expect(body).not.toContain('</script><script>');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('apply page: feature flags, the requisition and its stream', async () => {
    for (const url of [`/apply/?link=${requisitionId}`, `/apply/${requisitionId}/1/`]) {
      const { answers } = await answersOf(url);
      const metadata = `/rest/public/applystream/demo/metadata/${streamId}`;
      const requisition = `/rest/public/requisition/demo/id/${requisitionId}`;
      expect(answers[requisition], url).toEqual(await apiAnswer(requisition));
      expect(answers[metadata], url).toEqual(await apiAnswer(metadata));
      expect(answers['/rest/public/featureflags/demo'], url).toBeDefined();
    }
  });

  it('the session check, answered for this browser only, and the page kept out of shared caches', async () => {
    const visitor = await answersOf(`/apply/?link=${requisitionId}`);
    expect(visitor.answers['/rest/session']).toEqual({
      authenticated: false,
      client: null,
      candidateId: null,
      expiresAt: null,
    });

    const candidate = await createCandidate(database.handle.db, tenant);
    const cookie = await signInCookie(app, 'demo', candidate.uname);
    const page = await app.inject({ url: `/apply/?link=${requisitionId}`, headers: { cookie } });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const signedIn = await answersOf(`/apply/?link=${requisitionId}`, cookie);
    expect(signedIn.answers['/rest/session']).toMatchObject({
      authenticated: true,
      client: 'demo',
      candidateId: candidate.id,
    });
  });

  it('sends nothing for a missing job, a bad link or a page that does not exist', async () => {
    const missing = await answersOf('/jobs/999999/');
    expect(Object.keys(missing.answers).filter((key) => key.includes('/job/'))).toEqual([]);
    const badLink = await answersOf('/apply/?link=abc');
    expect(Object.keys(badLink.answers).filter((key) => key.includes('/requisition/'))).toEqual([]);
    expect((await answersOf('/no/such/page/')).answers).toEqual({});
  });
});
