import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { builtOncePer } from './built-once.js';
import type { Database } from './client.js';

describe('builtOncePer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('builds once per database handle; a transaction gets its own', async () => {
    const builtFor: Database[] = [];
    const query = builtOncePer((db) => {
      builtFor.push(db);
      return { builtOn: db };
    });
    const { db } = database.handle;
    expect(query(db)).toBe(query(db));
    const inTransaction = await db.transaction(async (tx) => query(tx));
    expect(inTransaction.builtOn).not.toBe(db);
    expect(builtFor).toHaveLength(2);
  });
});
