/**
 * The analytics collector and the staff funnel (decision 0045). Expected funnel figures come
 * from the list of events sent (`SENT`), counted here with plain loops, never by the SQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS_PER_MINUTE,
  type FunnelCounts,
  type FunnelEvent,
  type FunnelReport,
  type SiteConfig,
} from '@talentgate/domain';
import { analyticsDailyCounts, requisitionMembers } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import { runTenantSettingsCommand } from '../tenants/tenant-settings-command.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { recordEvent } from './record-event.js';

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let recruiter: string;
let manager: string;
let nobody: string;
let foreignAdmin: string;
let candidate: string;
const jobs = { alpha: 0, beta: 0, globex: 0 };

/** Sends an event as a beacon does: a text/plain JSON body, no marker, no cookie. */
function beacon(client: string, event: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: `/rest/public/analytics/${client}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof event === 'string' ? event : JSON.stringify(event),
    remoteAddress,
  });
}

function funnel(cookie: string, query = '', client = 'acme') {
  return app.inject({
    url: `/rest/staff/${client}/report/funnel${query}`,
    headers: { cookie },
  });
}

interface Sent {
  job: 'alpha' | 'beta';
  event: FunnelEvent;
  source?: string;
  daysAgo: number;
}

/** The events of the funnel test: today's through the collector, older ones by the service. */
const SENT: Sent[] = [
  { job: 'alpha', event: 'jobview', source: 'indeed', daysAgo: 0 },
  { job: 'alpha', event: 'jobview', source: 'indeed', daysAgo: 0 },
  { job: 'alpha', event: 'jobview', daysAgo: 0 },
  { job: 'alpha', event: 'applystart', source: 'indeed', daysAgo: 0 },
  { job: 'alpha', event: 'conversion', source: 'indeed', daysAgo: 0 },
  { job: 'alpha', event: 'jobview', source: 'linkedin', daysAgo: 5 },
  { job: 'alpha', event: 'applystart', source: 'linkedin', daysAgo: 5 },
  { job: 'beta', event: 'jobview', source: 'linkedin', daysAgo: 0 },
  { job: 'beta', event: 'jobview', daysAgo: 12 },
  { job: 'beta', event: 'applystart', daysAgo: 12 },
  { job: 'beta', event: 'conversion', daysAgo: 12 },
  // Outside the default 30 days: only a longer period counts it.
  { job: 'beta', event: 'jobview', source: 'indeed', daysAgo: 40 },
];

function expected(sent: readonly Sent[], keep: (item: Sent) => boolean): FunnelCounts {
  const counts: FunnelCounts = { jobview: 0, applystart: 0, conversion: 0 };
  for (const item of sent) if (keep(item)) counts[item.event] += 1;
  return counts;
}
const inDefaultPeriod = (item: Sent) => item.daysAgo < 30;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme' });
  globex = await createTenant(app.db, { client: 'globex' });
  jobs.alpha = (await createJob(app.db, acme, { title: 'Alpha' })).requisition.id;
  jobs.beta = (await createJob(app.db, acme, { title: 'Beta' })).requisition.id;
  jobs.globex = (await createJob(app.db, globex, { title: 'Globex job' })).requisition.id;
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  const hiringManager = await createStaff(app.db, acme, 'hiring_manager');
  manager = await signInStaff(app, 'acme', hiringManager);
  await app.db.insert(requisitionMembers).values({
    tenantId: acme.id,
    requisitionId: jobs.alpha,
    staffUserId: hiringManager.user.id,
    role: 'hiring_manager',
  });
  nobody = await signInStaff(app, 'acme', await createStaff(app.db, acme, null));
  foreignAdmin = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  await createCandidate(app.db, acme, { uname: 'analytics-candidate@example.com' });
  candidate = await signInCookie(app, 'acme', 'analytics-candidate@example.com');

  for (const item of SENT) {
    const body = {
      type: item.event,
      requisitionId: jobs[item.job],
      ...(item.source ? { source: item.source } : {}),
    };
    if (item.daysAgo === 0) {
      const answer = await beacon('acme', body);
      if (answer.statusCode !== 204) throw new Error(`beacon: ${answer.statusCode} ${answer.body}`);
    } else {
      await recordEvent(app.db, acme, body, daysAgo(item.daysAgo));
    }
  }
  // Another tenant's events never count for acme.
  await beacon('globex', { type: 'jobview', requisitionId: jobs.globex, source: 'indeed' });
  await beacon('globex', { type: 'conversion', requisitionId: jobs.globex });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('the collector', () => {
  it('answers 204 to a beacon, without the XMLHttpRequest marker, and sets no cookie', async () => {
    const answer = await beacon('acme', { type: 'login' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('takes a JSON body too', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/rest/public/analytics/acme',
      payload: { type: 'lcp', value: 1830, name: 'job' },
    });
    expect(answer.statusCode).toBe(204);
  });

  it('keeps counts per tenant and day, and nothing about the visitor', async () => {
    await beacon('acme', { type: 'microsite', name: 'nurses-week', source: 'newsletter' });
    await beacon('acme', { type: 'microsite', name: 'nurses-week', source: 'newsletter' });
    const rows = await app.db.select().from(analyticsDailyCounts);
    expect(rows.find((row) => row.event === 'microsite')).toEqual({
      tenantId: acme.id,
      day: today(),
      event: 'microsite',
      requisitionId: 0,
      source: 'newsletter',
      name: 'nurses-week',
      count: 2,
      valueSum: 0,
    });
    // The table has no column that could hold a visitor, an address or a time of day.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['count', 'day', 'event', 'name', 'requisitionId', 'source', 'tenantId', 'valueSum'].sort(),
    );
  });

  it.each([
    ['an unknown event', { type: 'pageview' }, 'type'],
    ['a field no event has', { type: 'login', email: 'someone@example.com' }, 'email'],
    [
      'a source that is not a short word',
      { type: 'jobview', requisitionId: 1, source: 'a@b.example' },
      'source',
    ],
    ['an LCP without its value', { type: 'lcp' }, 'value'],
    ['an LCP of more than a minute', { type: 'lcp', value: 60_001 }, 'value'],
    ['a job view without its requisition', { type: 'jobview' }, 'requisitionId'],
    ['a login naming a requisition', { type: 'login', requisitionId: 1 }, 'requisitionId'],
    ['a microsite without its name', { type: 'microsite' }, 'name'],
  ])('refuses %s with 400 naming the field', async (_case, event, field) => {
    const answer = await beacon('acme', event);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(answer.json())).toContain(field);
  });

  it('refuses a body that is not JSON, and a large one, without a 500', async () => {
    const broken = await beacon('acme', '{"type":');
    expect(broken.statusCode).toBe(400);
    const large = await beacon('acme', JSON.stringify({ type: 'login', pad: 'x'.repeat(2000) }));
    expect(large.statusCode).toBe(413);
  });

  it('refuses another tenant\u2019s requisition and an unknown tenant with 404', async () => {
    const foreign = await beacon('acme', { type: 'jobview', requisitionId: jobs.globex });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'REQUISITION_NOT_FOUND' });
    const unknown = await beacon('nobody-here', { type: 'login' });
    expect(unknown.statusCode).toBe(404);
  });

  it(`limits one address to ${ANALYTICS_EVENTS_PER_MINUTE} events a minute`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= ANALYTICS_EVENTS_PER_MINUTE; index += 1) {
      statuses.push((await beacon('globex', { type: 'login' }, '192.0.2.7')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await beacon('globex', { type: 'login' }, '192.0.2.8')).statusCode).toBe(204);
  });
});

describe('the tenant\u2019s analytics setting', () => {
  const siteOf = async (client: string) => {
    app.tenants.clear();
    return (await app.inject({ url: `/rest/public/site/${client}` })).json<SiteConfig>();
  };
  const run = (args: string[]) =>
    runTenantSettingsCommand(args, { db: app.db, workingDir: process.cwd() });

  it('is aggregate by default, reaches the browser, and off stores nothing', async () => {
    const offTenant = await createTenant(app.db, { client: 'quiet' });
    const quietJob = (await createJob(app.db, offTenant, { title: 'Quiet' })).requisition.id;
    expect((await siteOf('quiet')).analytics).toBe('aggregate');

    expect(await run(['analytics', 'quiet', 'off'])).toBe('Analytics of quiet: off');
    expect((await siteOf('quiet')).analytics).toBe('off');
    const answer = await beacon('quiet', { type: 'jobview', requisitionId: quietJob });
    expect(answer.statusCode).toBe(204);
    const rows = await app.db.select().from(analyticsDailyCounts);
    expect(rows.filter((row) => row.tenantId === offTenant.id)).toEqual([]);

    await run(['analytics', 'quiet', 'consent']);
    expect((await siteOf('quiet')).analytics).toBe('consent');
    await expect(run(['analytics', 'quiet', 'sometimes'])).rejects.toThrow(
      /off, aggregate, consent/,
    );
  });
});

describe('the funnel (staff)', () => {
  it('counts job views, apply starts and applications of the last 30 days, by requisition and source', async () => {
    const answer = await funnel(recruiter);
    expect(answer.statusCode).toBe(200);
    const report = answer.json<FunnelReport>();
    expect(report.to).toBe(today());
    expect(report.from).toBe(daysAgo(29).toISOString().slice(0, 10));
    expect(report.totals).toEqual(expected(SENT, inDefaultPeriod));
    expect(report.byRequisition).toEqual([
      {
        requisitionId: jobs.alpha,
        title: 'Alpha',
        counts: expected(SENT, (item) => inDefaultPeriod(item) && item.job === 'alpha'),
      },
      {
        requisitionId: jobs.beta,
        title: 'Beta',
        counts: expected(SENT, (item) => inDefaultPeriod(item) && item.job === 'beta'),
      },
    ]);
    const bySource = Object.fromEntries(report.bySource.map((row) => [row.source, row.counts]));
    expect(bySource).toEqual({
      indeed: expected(SENT, (item) => inDefaultPeriod(item) && item.source === 'indeed'),
      linkedin: expected(SENT, (item) => inDefaultPeriod(item) && item.source === 'linkedin'),
      Unknown: expected(SENT, (item) => inDefaultPeriod(item) && item.source === undefined),
    });
  });

  it('takes a period and one requisition', async () => {
    const from = daysAgo(45).toISOString().slice(0, 10);
    const report = (
      await funnel(recruiter, `?from=${from}&requisitionId=${jobs.beta}`)
    ).json<FunnelReport>();
    expect(report.totals).toEqual(expected(SENT, (item) => item.job === 'beta'));
    expect(report.byRequisition.map((row) => row.requisitionId)).toEqual([jobs.beta]);
    const today0 = (await funnel(recruiter, `?from=${today()}&to=${today()}`)).json<FunnelReport>();
    expect(today0.totals).toEqual(expected(SENT, (item) => item.daysAgo === 0));
  });

  it('refuses a period backwards or longer than a year with 400', async () => {
    const backwards = await funnel(recruiter, `?from=${today()}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    const long = await funnel(recruiter, '?from=2020-01-01&to=2022-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'from' });
    expect((await funnel(recruiter, '?from=yesterday')).statusCode).toBe(400);
  });

  it('shows a hiring manager only the requisitions they are on', async () => {
    const report = (await funnel(manager)).json<FunnelReport>();
    expect(report.byRequisition.map((row) => row.requisitionId)).toEqual([jobs.alpha]);
    expect(report.totals).toEqual(
      expected(SENT, (item) => inDefaultPeriod(item) && item.job === 'alpha'),
    );
    expect((await funnel(manager, `?requisitionId=${jobs.beta}`)).statusCode).toBe(404);
  });

  it('keeps tenants apart and needs a staff session with reports:read', async () => {
    const globexReport = (await funnel(foreignAdmin, '', 'globex')).json<FunnelReport>();
    expect(globexReport.totals).toEqual({ jobview: 1, applystart: 0, conversion: 1 });
    expect((await funnel(foreignAdmin)).statusCode).toBe(401);
    expect((await funnel(recruiter, `?requisitionId=${jobs.globex}`)).statusCode).toBe(404);
    expect((await funnel(candidate)).statusCode).toBe(401);
    expect((await funnel('')).statusCode).toBe(401);
    expect((await funnel(nobody)).statusCode).toBe(403);
  });
});
