/**
 * Reports on seeded applications (issue 20). The expected figures are computed here from the
 * seed's own description (plain loops over `SEEDS`), never by the SQL under test.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNNEL_STATUSES,
  type ConversionReport,
  type CountsByDay,
  type CountsByMonth,
  type CountsByYear,
  type TimeToHire,
} from '@talentgate/domain';
import { applicationStages, requisitionMembers } from '../../db/schema.js';
import { insertApplication } from '../../stores/application-store.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const DAY = 86_400_000;
const NOW = Date.now();
const TODAY = Date.UTC(
  new Date(NOW).getUTCFullYear(),
  new Date(NOW).getUTCMonth(),
  new Date(NOW).getUTCDate(),
);

interface Seed {
  job: 'alpha' | 'beta';
  /** Days before today's UTC midnight, plus hours into that day. */
  daysAgo: number;
  hour: number;
  source: string | null;
  /** Moves after applying: stage and days after the application. */
  moves: [string, number][];
  byVendor?: boolean;
}

const SEEDS: Seed[] = [
  { job: 'alpha', daysAgo: 0, hour: 1, source: 'LinkedIn', moves: [] },
  { job: 'alpha', daysAgo: 3, hour: 9, source: 'LinkedIn', moves: [['Screening', 1]] },
  {
    job: 'alpha',
    daysAgo: 10,
    hour: 12,
    source: 'Indeed',
    moves: [
      ['Screening', 1],
      ['Interview', 3],
      ['Offer', 6],
      ['Hired', 8],
    ],
  },
  // Skips Screening: the funnel still counts it as having passed Screening.
  { job: 'alpha', daysAgo: 29, hour: 23, source: 'Indeed', moves: [['Interview', 2]] },
  { job: 'alpha', daysAgo: 30, hour: 0, source: null, moves: [['Rejected', 1]] },
  {
    job: 'beta',
    daysAgo: 45,
    hour: 5,
    source: 'LinkedIn',
    moves: [
      ['Interview', 2],
      ['Rejected', 4],
    ],
  },
  {
    job: 'beta',
    daysAgo: 200,
    hour: 5,
    source: 'Referral',
    moves: [
      ['Offer', 10],
      ['Hired', 21],
    ],
    byVendor: true,
  },
  { job: 'beta', daysAgo: 400, hour: 5, source: 'Referral', moves: [], byVendor: true },
  { job: 'beta', daysAgo: 800, hour: 5, source: 'LinkedIn', moves: [['Withdrawn', 3]] },
];

const applyDate = (seed: Seed) => new Date(TODAY - seed.daysAgo * DAY + seed.hour * 3_600_000);
const statusOf = (seed: Seed) => seed.moves.at(-1)?.[0] ?? 'Applied';

// ---- expected figures, from the seeds alone

function expectedYears(seeds: Seed[]) {
  const counts = new Map<number, number>();
  for (const seed of seeds) {
    const year = applyDate(seed).getUTCFullYear();
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a - b).map(([year, count]) => ({ year, count }));
}

function expectedReached(seeds: Seed[]) {
  return FUNNEL_STATUSES.map(
    (stage, index) =>
      seeds.filter((seed) => {
        if (index === 0) return true;
        const visited = [...seed.moves.map(([name]) => name)];
        return visited.some((name) => FUNNEL_STATUSES.indexOf(name) >= index);
      }).length,
  );
}

function expectedHireDays(seeds: Seed[]) {
  return seeds.flatMap((seed) => {
    const hired = seed.moves.find(([name]) => name === 'Hired');
    return hired ? [hired[1]] : [];
  });
}

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let recruiter: string;
let managerCookie: string;
let vendorCookie: string;
let foreign: string;
let candidateCookie: string;
const jobIds = { alpha: 0, beta: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme' });
  const globex = await createTenant(app.db, { client: 'globex' });
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  const manager = await createStaff(app.db, acme, 'hiring_manager');
  managerCookie = await signInStaff(app, 'acme', manager);
  const vendor = await createStaff(app.db, acme, 'vendor');
  vendorCookie = await signInStaff(app, 'acme', vendor);
  foreign = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  jobIds.alpha = (await createJob(app.db, acme, { title: 'Alpha' })).requisition.id;
  jobIds.beta = (await createJob(app.db, acme, { title: 'Beta' })).requisition.id;
  await app.db.insert(requisitionMembers).values({
    tenantId: acme.id,
    requisitionId: jobIds.alpha,
    staffUserId: manager.user.id,
    role: 'hiring_manager',
  });
  let index = 0;
  for (const seed of SEEDS) {
    index += 1;
    const candidate = await createCandidate(app.db, acme, { uname: `r${index}@example.com` });
    const applied = applyDate(seed);
    const row = await insertApplication(app.db, {
      tenantId: acme.id,
      candidateId: candidate.id,
      requisitionId: jobIds[seed.job],
      status: statusOf(seed),
      statusId: null,
      dispositionId: null,
      sfxApplicationMethod: 'SFX Application',
      sfxApplicationSource: seed.source,
      submissionSource: null,
      applyDate: applied,
      applicationType: 'E',
      submittedByStaffId: seed.byVendor ? vendor.user.id : null,
      answers: [],
    });
    if (!row) throw new Error('no application');
    if (seed.moves.length > 0) {
      await app.db.insert(applicationStages).values([
        { tenantId: acme.id, applicationId: row.id, stage: 'Applied', occurredAt: applied },
        ...seed.moves.map(([stage, after]) => ({
          tenantId: acme.id,
          applicationId: row.id,
          stage,
          occurredAt: new Date(applied.getTime() + after * DAY),
        })),
      ]);
    }
  }
  // Another tenant's application never counts here.
  const stranger = await createCandidate(app.db, globex, { uname: 'r-globex@example.com' });
  const globexJob = (await createJob(app.db, globex, { title: 'Globex job' })).requisition.id;
  await insertApplication(app.db, {
    tenantId: globex.id,
    candidateId: stranger.id,
    requisitionId: globexJob,
    status: 'Applied',
    statusId: null,
    dispositionId: null,
    sfxApplicationMethod: 'SFX Application',
    sfxApplicationSource: 'LinkedIn',
    submissionSource: null,
    applyDate: new Date(NOW),
    applicationType: 'E',
    submittedByStaffId: null,
    answers: [],
  });
  await createCandidate(app.db, acme, { uname: 'reports-candidate@example.com' });
  candidateCookie = await signInCookie(app, 'acme', 'reports-candidate@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const get = (cookie: string, path: string, client = 'acme') =>
  app.inject({ method: 'GET', url: `/rest/staff/${client}/report/${path}`, headers: { cookie } });

describe('application counts (spec: by year, last 30 days, last 24 months)', () => {
  it('counts by year', async () => {
    const response = await get(recruiter, 'applications/counts/year');
    expect(response.statusCode).toBe(200);
    expect(response.json<CountsByYear>().years).toEqual(expectedYears(SEEDS));
  });

  it('counts each of the last 30 days, today last, empty days as 0', async () => {
    const { days } = (await get(recruiter, 'applications/counts/last30days')).json<CountsByDay>();
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.date).toBe(new Date(TODAY).toISOString().slice(0, 10));
    for (const day of days) {
      const expected = SEEDS.filter(
        (seed) => applyDate(seed).toISOString().slice(0, 10) === day.date,
      ).length;
      expect(day.count, day.date).toBe(expected);
    }
    // Seeds 0, 3, 10 and 29 days ago fall in; 30 days ago does not.
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(4);
  });

  it('counts each of the last 24 months, this month last', async () => {
    const { months } = (
      await get(recruiter, 'applications/counts/last24months')
    ).json<CountsByMonth>();
    expect(months).toHaveLength(24);
    expect(months.at(-1)?.month).toBe(new Date(TODAY).toISOString().slice(0, 7));
    for (const month of months) {
      const expected = SEEDS.filter(
        (seed) => applyDate(seed).toISOString().slice(0, 7) === month.month,
      ).length;
      expect(month.count, month.month).toBe(expected);
    }
    // 800 days ago is older than 24 months.
    expect(months.reduce((sum, month) => sum + month.count, 0)).toBe(SEEDS.length - 1);
  });

  it('narrows to one requisition', async () => {
    const response = await get(recruiter, `applications/counts/year?requisitionId=${jobIds.beta}`);
    expect(response.json<CountsByYear>().years).toEqual(
      expectedYears(SEEDS.filter((seed) => seed.job === 'beta')),
    );
  });
});

describe('time to hire and conversion', () => {
  it('measures days from application to the first move to Hired', async () => {
    const report = (await get(recruiter, 'time-to-hire')).json<TimeToHire>();
    const days = expectedHireDays(SEEDS);
    expect(report.hires).toBe(days.length);
    expect(report.averageDays).toBe(days.reduce((a, b) => a + b, 0) / days.length);
    expect(report.medianDays).toBe(14.5);
    expect(report.byRequisition).toEqual([
      { requisitionId: jobIds.alpha, jobTitle: 'Alpha', hires: 1, averageDays: 8 },
      { requisitionId: jobIds.beta, jobTitle: 'Beta', hires: 1, averageDays: 21 },
    ]);
  });

  it('counts the funnel by stage, with conversions, and the ended applications', async () => {
    const report = (await get(recruiter, 'conversion')).json<ConversionReport>();
    const reached = expectedReached(SEEDS);
    expect(report.stages.map((stage) => stage.reached)).toEqual(reached);
    expect(report.stages[0]?.conversion).toBeNull();
    const [applied = 0, screened = 0] = reached;
    expect(report.stages[1]?.conversion).toBe(Math.round((screened / applied) * 1e4) / 1e4);
    expect(report.ended).toEqual({
      Rejected: SEEDS.filter((seed) => statusOf(seed) === 'Rejected').length,
      Withdrawn: SEEDS.filter((seed) => statusOf(seed) === 'Withdrawn').length,
    });
  });

  it('counts the funnel per source (no source is Unknown)', async () => {
    const report = (await get(recruiter, 'conversion')).json<ConversionReport>();
    const sources = [...new Set(SEEDS.map((seed) => seed.source ?? 'Unknown'))].sort();
    expect(report.bySource.map((entry) => entry.source)).toEqual(sources);
    for (const entry of report.bySource) {
      const seeds = SEEDS.filter((seed) => (seed.source ?? 'Unknown') === entry.source);
      expect(
        entry.stages.map((stage) => stage.reached),
        entry.source,
      ).toEqual(expectedReached(seeds));
    }
  });
});

describe('CSV export', () => {
  it('answers a report as CSV to download', async () => {
    const response = await get(recruiter, 'counts-by-year/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="counts-by-year.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'year,applications',
      ...expectedYears(SEEDS).map((row) => `${row.year},${row.count}`),
    ]);
  });

  it('writes the funnel per source, one line per source and stage', async () => {
    const response = await get(recruiter, 'conversion-by-source/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('source,stage,reached,conversion');
    const indeed = SEEDS.filter((seed) => seed.source === 'Indeed');
    expect(lines).toContain(`Indeed,Applied,${indeed.length},`);
    expect(lines).toContain(`Indeed,Hired,1,1`);
  });

  it('refuses a report it does not know', async () => {
    const response = await get(recruiter, 'everything/csv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('who sees which figures', () => {
  it('refuses anonymous callers, candidates and another tenant’s staff (401)', async () => {
    expect((await get('', 'applications/counts/year')).statusCode).toBe(401);
    expect((await get(candidateCookie, 'applications/counts/year')).statusCode).toBe(401);
    expect((await get(foreign, 'applications/counts/year')).statusCode).toBe(401);
  });

  it('shows another tenant’s staff only their own tenant', async () => {
    const response = await get(foreign, 'applications/counts/year', 'globex');
    expect(response.json<CountsByYear>().years).toEqual([
      { year: new Date(NOW).getUTCFullYear(), count: 1 },
    ]);
    expect(
      (await get(foreign, `time-to-hire?requisitionId=${jobIds.alpha}`, 'globex')).statusCode,
    ).toBe(404);
  });

  it('counts for a hiring manager only the requisitions they are on', async () => {
    const years = (await get(managerCookie, 'applications/counts/year')).json<CountsByYear>();
    expect(years.years).toEqual(expectedYears(SEEDS.filter((seed) => seed.job === 'alpha')));
    const report = (await get(managerCookie, 'conversion')).json<ConversionReport>();
    expect(report.stages.map((stage) => stage.reached)).toEqual(
      expectedReached(SEEDS.filter((seed) => seed.job === 'alpha')),
    );
    expect((await get(managerCookie, `conversion?requisitionId=${jobIds.beta}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a vendor\u2019s user: their portal shows their submissions (decision 0051)', async () => {
    for (const report of ['applications/counts/year', 'time-to-hire'])
      expect((await get(vendorCookie, report)).statusCode).toBe(403);
  });

  it('refuses a staff user whose roles do not allow reports (403)', async () => {
    const nobody = await signInStaff(app, 'acme', await createStaff(app.db, acme, null));
    const response = await get(nobody, 'conversion');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
  });
});
