/**
 * A fresh, migrated database for one test file, on the engine the run targets:
 * PGlite by default, the PostgreSQL server when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite } from '../db/pglite.js';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client.js';
import { dropDatabase, recreateDatabase, withDatabase } from './global-setup.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL server's URL of this database; null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `talentgate_test_${randomBytes(6).toString('hex')}`;
    await recreateDatabase(postgres.url, name, postgres.database);
    const target: DatabaseTarget = {
      engine: 'postgres',
      url: withDatabase(postgres.url, name),
      maxConnections: 4,
    };
    const handle = await openDatabase(target);
    return {
      handle,
      url: target.url,
      dispose: async () => {
        await handle.close();
        await dropDatabase(postgres.url, name);
      },
    };
  }

  const dump = await readFile(inject('pgliteTemplateFile'));
  const client = await openPglite({ loadDataDir: new Blob([dump]) });
  const target: DatabaseTarget = { engine: 'pglite', client };
  const handle = await openDatabase(target);
  return { handle, url: null, dispose: () => handle.close() };
}
