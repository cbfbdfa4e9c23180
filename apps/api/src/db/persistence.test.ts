import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { seedDemoTenant } from '../seed/seed-demo.js';
import { testConfig } from '../test/app.js';
import { buildApp } from '../app.js';

// The embedded database only: a PostgreSQL run (TEST_DATABASE_URL) keeps its data in the server.
describe.runIf(!inject('postgresTemplate'))('embedded database on disk', () => {
  it('keeps data across a restart of the app', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'talentgate-data-'));
    try {
      const config = testConfig({ DATA_DIR: dataDir });
      const first = await buildApp(config);
      await seedDemoTenant(first.db);
      await first.close();

      const second = await buildApp(config);
      try {
        const response = await second.inject({ url: '/rest/public/jobsearch/demo?q=nurse' });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ total: number }>().total).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
