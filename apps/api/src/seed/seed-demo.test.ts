import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyStream, JobSearchResult } from '@talentgate/domain';
import {
  applications,
  onboardingForms,
  onboardings,
  candidateAssessments,
  candidateTodos,
  events,
  interviews,
  offers,
  requisitions,
  staffUsers,
  vendorRequisitions,
  vendors,
  vendorUsers,
} from '../db/schema.js';
import { DEMO_VENDOR_NAME } from './demo-vendors.js';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { DEMO_JOBS } from './demo-jobs.js';
import {
  EASY_APPLY_STREAM_KEY,
  FULL_APPLY_STREAM_KEY,
  RECORD_STEPS_JOB_KEY,
  RECORD_STEPS_STREAM_KEY,
  SCREENING_JOB_KEYS,
  SCREENING_STREAM_KEY,
} from './demo-streams.js';
import { DEMO_ASSESSMENT, seedDemoTenant } from './seed-demo.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

describe('demo tenant seed', () => {
  it('adds every demo requisition once, and nothing on a second run', async () => {
    const first = await seedDemoTenant(database.handle.db, new Date('2026-11-21T12:00:00Z'));
    expect(first).toEqual({
      client: 'demo',
      requisitionsAdded: DEMO_JOBS.length,
      candidatesAdded: 3,
      // The full, easy, screening and record-steps applications, the talent community, job
      // alerts, the dashboard profile, the event registration (decision 0046) and onboarding
      // (decision 0047).
      streamsImported: 9,
      listsAdded: 8,
    });
    const second = await seedDemoTenant(database.handle.db);
    expect(second).toEqual({
      client: 'demo',
      requisitionsAdded: 0,
      candidatesAdded: 0,
      streamsImported: 0,
      listsAdded: 0,
    });
  });

  it('points every demo requisition at the full, the easy, the record steps or the screening stream', async () => {
    const app = await buildTestApp(database);
    try {
      const stream = async (key: string) =>
        (await app.inject({ url: `/rest/public/applystream/demo/key/${key}` })).json<ApplyStream>();
      const full = await stream(FULL_APPLY_STREAM_KEY);
      const easy = await stream(EASY_APPLY_STREAM_KEY);
      const rows = await database.handle.db
        .select({ key: requisitions.externalKey, applyStreamId: requisitions.applyStreamId })
        .from(requisitions);
      const byKey = new Map(rows.map((row) => [row.key, row.applyStreamId]));
      const partTime = DEMO_JOBS.find((job) => job.employmentType === 'Part-time');
      const fullTime = DEMO_JOBS.find((job) => job.employmentType === 'Full-time');
      expect(byKey.get(partTime?.key ?? '')).toBe(easy.applyStreamId);
      expect(byKey.get(fullTime?.key ?? '')).toBe(full.applyStreamId);
      const records = await stream(RECORD_STEPS_STREAM_KEY);
      expect(byKey.get(RECORD_STEPS_JOB_KEY)).toBe(records.applyStreamId);
      const screening = await stream(SCREENING_STREAM_KEY);
      for (const key of SCREENING_JOB_KEYS) expect(byKey.get(key)).toBe(screening.applyStreamId);
      const counts = [full, easy, records, screening].map(
        (one) => rows.filter((row) => row.applyStreamId === one.applyStreamId).length,
      );
      expect(counts[0]).toBeGreaterThan(counts[1] ?? 0);
      expect(counts[2]).toBe(1);
      expect(counts[3]).toBe(SCREENING_JOB_KEYS.length);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(DEMO_JOBS.length);
      const join = await stream('talent-community');
      const alert = await stream('job-alert');
      expect([join.flowType, alert.flowType]).toEqual(['join', 'alert']);
    } finally {
      await app.close();
    }
  });

  it('makes a searchable career site of open jobs', async () => {
    const app = await buildTestApp(database);
    try {
      const all = (
        await app.inject({ url: '/rest/public/jobsearch/demo' })
      ).json<JobSearchResult>();
      const open = DEMO_JOBS.filter((job) => job.status === 'open').length;
      expect(all.total).toBe(open);
      expect(all.jobs).toHaveLength(20);
      expect(all.counts.category).toHaveLength(6);
      expect(all.counts.location).toHaveLength(10);
      const engineers = (
        await app.inject({ url: '/rest/public/jobsearch/demo?q=engineer' })
      ).json<JobSearchResult>();
      expect(engineers.total).toBeGreaterThan(0);
      expect(engineers.total).toBeLessThan(all.total);
    } finally {
      await app.close();
    }
  });

  it('gives the first demo candidate a dashboard once: applications, interviews, offers, to-dos', async () => {
    const db = database.handle.db;
    const count = async (
      table: typeof applications | typeof interviews | typeof offers | typeof candidateTodos,
    ) => (await db.select({ id: table.id }).from(table)).length;
    // The first test seeded twice. The third application is the one Jane was hired for, its
    // offer accepted and its onboarding pending (decision 0047).
    expect(await count(applications)).toBe(3);
    expect(await count(interviews)).toBe(2);
    expect(await count(offers)).toBe(2);
    const [onboarding] = await db.select().from(onboardings);
    expect(onboarding).toMatchObject({ status: 'Pending' });
    expect(await db.select().from(onboardingForms)).toHaveLength(5);
    expect(await count(candidateTodos)).toBe(3);
  });

  it('gives one job an assessment through the built-in vendor, and Jane one to start', async () => {
    const db = database.handle.db;
    const coded = await db
      .select({ key: requisitions.externalKey, code: requisitions.assmtPositionCode })
      .from(requisitions);
    expect(coded.filter((row) => row.code !== null)).toEqual([
      { key: DEMO_ASSESSMENT.jobKey, code: DEMO_ASSESSMENT.positionCode },
    ]);
    const assessments = await db
      .select({ vendor: candidateAssessments.vendor, status: candidateAssessments.testStatus })
      .from(candidateAssessments);
    expect(assessments).toContainEqual({ vendor: 'builtin', status: 'invited' });
  });

  it('makes Val Vendor the user of Harbor Staffing, given the first two demo jobs, once', async () => {
    await seedDemoTenant(database.handle.db);
    const db = database.handle.db;
    const [harbor, ...others] = await db
      .select()
      .from(vendors)
      .where(eq(vendors.name, DEMO_VENDOR_NAME));
    expect(others).toEqual([]);
    const users = await db
      .select({ email: staffUsers.email })
      .from(vendorUsers)
      .innerJoin(staffUsers, eq(staffUsers.id, vendorUsers.staffUserId))
      .where(eq(vendorUsers.vendorId, harbor?.id ?? 0));
    expect(users).toEqual([{ email: 'val.vendor@example.com' }]);
    const given = await db
      .select({ key: requisitions.externalKey })
      .from(vendorRequisitions)
      .innerJoin(requisitions, eq(requisitions.id, vendorRequisitions.requisitionId))
      .where(eq(vendorRequisitions.vendorId, harbor?.id ?? 0));
    expect(given.map((row) => row.key).sort()).toEqual(
      DEMO_JOBS.slice(0, 2)
        .map((job) => job.key)
        .sort(),
    );
  });

  it("moves the demo's event on by a year when the site starts after it has ended", async () => {
    const db = database.handle.db;
    const openHouse = async () => {
      const [event] = await db
        .select({ startsAt: events.startsAt, endsAt: events.endsAt })
        .from(events)
        .where(eq(events.key, 'open-house-austin'));
      return { startsAt: event?.startsAt.toISOString(), endsAt: event?.endsAt.toISOString() };
    };
    await seedDemoTenant(db, new Date('2027-07-01T12:00:00Z'));
    expect(await openHouse()).toEqual({
      startsAt: '2028-06-17T22:00:00.000Z',
      endsAt: '2028-06-18T01:00:00.000Z',
    });
    await seedDemoTenant(db, new Date('2026-11-29T12:00:00Z'));
    expect(await openHouse()).toEqual({
      startsAt: '2027-06-17T22:00:00.000Z',
      endsAt: '2027-06-18T01:00:00.000Z',
    });
  });
});
