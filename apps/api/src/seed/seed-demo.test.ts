import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult } from '@talentgate/domain';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { DEMO_JOBS } from './demo-jobs.js';
import { seedDemoTenant } from './seed-demo.js';

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
      candidatesAdded: 2,
      listsAdded: 7,
    });
    const second = await seedDemoTenant(database.handle.db);
    expect(second).toEqual({
      client: 'demo',
      requisitionsAdded: 0,
      candidatesAdded: 0,
      listsAdded: 0,
    });
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
});
