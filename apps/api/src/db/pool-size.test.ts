/**
 * Decision 0060: DATABASE_POOL_SIZE is how many connections the site opens to PostgreSQL,
 * however many statements are asked for at once; the others wait for a free one.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseTargetFor } from '../app.js';
import { dropDatabase, recreateDatabase, withDatabase } from '../test/global-setup.js';
import { testConfig } from '../test/app.js';
import { rowsOf } from '../test/personal-data-scan.js';
import { openDatabase } from './client.js';

const postgres = inject('postgresTemplate');

describe.runIf(postgres)('the PostgreSQL pool', () => {
  const name = `talentgate_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    if (postgres) await recreateDatabase(postgres.url, name, postgres.database);
  });

  afterAll(async () => {
    if (postgres) await dropDatabase(postgres.url, name);
  });

  it.each([2, 3])(
    'runs eight statements at once on the %i connections DATABASE_POOL_SIZE sets',
    async (size) => {
      if (!postgres) return;
      const config = testConfig({
        DATABASE_URL: withDatabase(postgres.url, name),
        DATABASE_POOL_SIZE: String(size),
      });
      const { db, close } = await openDatabase(databaseTargetFor(config));
      try {
        const backends = await Promise.all(
          Array.from({ length: 8 }, async () => {
            const result = await db.execute(
              sql`select pg_backend_pid() as pid, pg_sleep(0.05)::text as slept`,
            );
            return JSON.stringify(rowsOf(result)[0]?.pid);
          }),
        );
        expect(new Set(backends).size).toBe(size);
      } finally {
        await close();
      }
    },
  );
});
