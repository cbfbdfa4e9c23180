import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobSearchResult, Requisition } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createJob, createTenant } from '../../test/factories.js';
import type { Tenant } from '../tenants/find-tenant.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let openEngineer: Awaited<ReturnType<typeof createJob>>;
let closedEngineer: Awaited<ReturnType<typeof createJob>>;
let globexJob: Awaited<ReturnType<typeof createJob>>;
let fullApplyStreamId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme', name: 'Acme' });
  globex = await createTenant(db, { client: 'globex', name: 'Globex' });
  fullApplyStreamId = (await importDemoStreams(db, acme))['full-apply'] ?? 0;
  openEngineer = await createJob(db, acme, {
    title: 'Senior Software Engineer',
    description: 'We run Kubernetes clusters.\n\nYou will write Go.',
    postedDate: '2026-11-10',
    smartPostId: 'SP123456',
    applyStreamId: fullApplyStreamId,
  });
  closedEngineer = await createJob(db, acme, { title: 'Data Engineer', status: 'closed' });
  await createJob(db, acme, {
    title: 'Registered Nurse',
    category: 'Nursing',
    city: 'Berlin',
    state: '',
    country: 'Germany',
    postedDate: '2026-11-12',
  });
  await createJob(db, acme, {
    title: 'Pediatric Nurse',
    category: 'Nursing',
    postedDate: '2026-11-05',
  });
  await createJob(db, acme, {
    title: 'Warehouse Associate',
    category: 'Operations',
    description: 'Drive a forklift.',
  });
  globexJob = await createJob(db, globex, { title: 'Globex Engineer', smartPostId: 'GLOBEX01' });
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const search = async (query: string, client = 'acme') => {
  const response = await app.inject({
    method: 'GET',
    url: `/rest/public/jobsearch/${client}${query}`,
  });
  return { response, body: response.json<JobSearchResult>() };
};

describe('public job search', () => {
  it('lists only open jobs of the tenant, newest first, with counts by field', async () => {
    const { response, body } = await search('');
    expect(response.statusCode).toBe(200);
    expect(body.total).toBe(4);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.jobs.map((job) => job.title)).toEqual([
      'Registered Nurse',
      'Senior Software Engineer',
      'Pediatric Nurse',
      'Warehouse Associate',
    ]);
    expect(body.jobs.every((job) => !job.closed)).toBe(true);
    expect(body.counts.category).toEqual([
      { value: 'Nursing', count: 2 },
      { value: 'Engineering', count: 1 },
      { value: 'Operations', count: 1 },
    ]);
    expect(body.counts.location).toContainEqual({ value: 'Berlin, Germany', count: 1 });
    expect(body.counts.location).toContainEqual({ value: 'Austin, TX, United States', count: 3 });
  });

  it('narrows by full-text query, matching word prefixes and the description', async () => {
    expect((await search('?q=engineer')).body.jobs.map((job) => job.title)).toEqual([
      'Senior Software Engineer',
    ]);
    expect((await search('?q=eng')).body.total).toBe(1);
    expect((await search('?q=kubernetes')).body.jobs[0]?.title).toBe('Senior Software Engineer');
    expect((await search('?q=nurse%20pediatric')).body.jobs.map((job) => job.title)).toEqual([
      'Pediatric Nurse',
    ]);
    expect((await search('?q=forklift')).body.total).toBe(1);
  });

  it('treats tsquery syntax in the query as plain words', async () => {
    const { response, body } = await search(`?q=${encodeURIComponent("nurse & !(:* ' |")}`);
    expect(response.statusCode).toBe(200);
    expect(body.total).toBe(2);
  });

  it('filters by category and location, each facet counting with the other filter applied', async () => {
    const { body } = await search('?category=Nursing&location=Berlin%2C%20Germany');
    expect(body.jobs.map((job) => job.title)).toEqual(['Registered Nurse']);
    expect(body.counts.category).toEqual([{ value: 'Nursing', count: 1 }]);
    expect(body.counts.location).toEqual([
      { value: 'Austin, TX, United States', count: 1 },
      { value: 'Berlin, Germany', count: 1 },
    ]);
  });

  it('pages through results and reports the total past the last page', async () => {
    const first = await search('?pageSize=3&page=1');
    const second = await search('?pageSize=3&page=2');
    expect(first.body.jobs).toHaveLength(3);
    expect(second.body.jobs).toHaveLength(1);
    const beyond = await search('?pageSize=3&page=9');
    expect(beyond.body.jobs).toEqual([]);
    expect(beyond.body.total).toBe(4);
  });

  it('never shows another tenant\u2019s jobs', async () => {
    const { body } = await search('?q=globex');
    expect(body.total).toBe(0);
    const other = await search('', 'globex');
    expect(other.body.jobs.map((job) => job.id)).toEqual([globexJob.job.id]);
  });

  it.each([
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?page=abc', 'page'],
    ['?page=-1', 'page'],
    ['?q=' + 'x'.repeat(201), 'q'],
    ['?category=', 'category'],
    ['?sort=salary', 'sort'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const { response, body } = await search(query);
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field });
  });

  it('answers an unknown client with 404 CLIENT_NOT_FOUND', async () => {
    const { response, body } = await search('', 'nobody');
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });

  it('rejects a malformed client key with 400', async () => {
    const response = await app.inject({ url: '/rest/public/jobsearch/Not%20A%20Client' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'client' });
  });
});

describe('job by id', () => {
  it('returns the job with its description', async () => {
    const response = await app.inject({ url: `/rest/public/job/acme/id/${openEngineer.job.id}` });
    expect(response.statusCode).toBe(200);
    const job = response.json<Job>();
    expect(job).toMatchObject({
      id: openEngineer.job.id,
      requisitionId: openEngineer.requisition.id,
      title: 'Senior Software Engineer',
      primary_category: 'Engineering',
      seoUrl: 'senior-software-engineer',
      closed: false,
      postedDate: '2026-11-10',
      location: {
        city: 'Austin',
        state: 'TX',
        country: 'United States',
        label: 'Austin, TX, United States',
      },
    });
    expect(job.description).toContain('Kubernetes');
    expect(Object.keys(job)).not.toContain('tenantId');
  });

  it('reports a job of a closed requisition as closed', async () => {
    const response = await app.inject({ url: `/rest/public/job/acme/id/${closedEngineer.job.id}` });
    expect(response.json<Job>().closed).toBe(true);
  });

  it('does not find another tenant\u2019s job', async () => {
    const response = await app.inject({ url: `/rest/public/job/acme/id/${globexJob.job.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'JOB_NOT_FOUND' });
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])(
    'rejects the malformed id %s with 400',
    async (id) => {
      const response = await app.inject({ url: `/rest/public/job/acme/id/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'jobId' });
    },
  );
});

describe('requisition lookups', () => {
  it('returns applyStreamId, title, requisitionId and status', async () => {
    const response = await app.inject({
      url: `/rest/public/requisition/acme/id/${openEngineer.requisition.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Requisition>()).toEqual({
      requisitionId: openEngineer.requisition.id,
      id: openEngineer.requisition.id,
      applyStreamId: fullApplyStreamId,
      title: 'Senior Software Engineer',
      category: 'Engineering',
      status: 'open',
      closed: false,
    });
  });

  it('reports a closed requisition as closed', async () => {
    const response = await app.inject({
      url: `/rest/public/requisition/acme/id/${closedEngineer.requisition.id}`,
    });
    expect(response.json<Requisition>()).toMatchObject({
      status: 'closed',
      closed: true,
      applyStreamId: null,
    });
  });

  it('answers an unknown or foreign requisition with 404', async () => {
    for (const id of [999999, globexJob.requisition.id]) {
      const response = await app.inject({ url: `/rest/public/requisition/acme/id/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'REQUISITION_NOT_FOUND' });
    }
  });

  it('rejects a malformed requisition id with 400', async () => {
    const response = await app.inject({ url: '/rest/public/requisition/acme/id/12abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'requisitionId' });
  });

  it('finds the requisition id by smart post id, within the tenant only', async () => {
    const found = await app.inject({ url: '/rest/public/requisition/acme/smartpost/SP123456' });
    expect(found.json()).toEqual({ requisitionId: openEngineer.requisition.id });
    const foreign = await app.inject({ url: '/rest/public/requisition/acme/smartpost/GLOBEX01' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SMART_POST_NOT_FOUND' });
    const malformed = await app.inject({ url: '/rest/public/requisition/acme/smartpost/a%20b' });
    expect(malformed.statusCode).toBe(400);
  });
});
