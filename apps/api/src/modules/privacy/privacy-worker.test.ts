import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { PRIVACY_JOB_INTERVAL_MS } from './privacy-worker.js';

let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances of the API on one database, as behind a load balancer.
  first = await buildTestApp(database);
  second = await buildTestApp(database);
});

afterAll(async () => {
  await first.close();
  await second.close();
  await database.dispose();
});

describe('the scheduled privacy jobs on several instances', () => {
  it('run once per period, on whichever instance claims it first', async () => {
    const hour = PRIVACY_JOB_INTERVAL_MS;
    const at = new Date(Math.ceil(Date.now() / hour) * hour + 5 * 60_000);
    const runs = await Promise.all([
      first.privacyWorker.runScheduled(hour, at),
      second.privacyWorker.runScheduled(hour, new Date(at.getTime() + 20 * 60_000)),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // Later in the same period: nobody runs it again.
    expect(await first.privacyWorker.runScheduled(hour, new Date(at.getTime() + 50 * 60_000))).toBe(
      false,
    );
    // The next period runs once more.
    expect(await second.privacyWorker.runScheduled(hour, new Date(at.getTime() + hour))).toBe(true);
  });
});
