import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { builtOncePer, builtOncePerColumns } from './built-once.js';
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

  it('builds once per handle and set of columns, in any order, and names each set', () => {
    const builds: { columns: readonly string[]; name: string }[] = [];
    const query = builtOncePerColumns('test_insert', (_db, columns: readonly string[], name) => {
      builds.push({ columns, name });
      return { columns, name };
    });
    const { db } = database.handle;
    const first = query(db, ['uname', 'city']);
    expect(query(db, ['city', 'uname'])).toBe(first);
    expect(first).toEqual({ columns: ['city', 'uname'], name: 'test_insert_1' });
    expect(query(db, ['uname']).name).toBe('test_insert_2');
    expect(builds).toHaveLength(2);
  });

  it('past 64 sets of columns, builds a new set per call as an unnamed statement', () => {
    let builds = 0;
    const query = builtOncePerColumns('test_many', (_db, columns: readonly string[], name) => {
      builds += 1;
      return { columns, name };
    });
    const { db } = database.handle;
    for (let set = 1; set <= 64; set += 1) {
      expect(query(db, [`column${set}`]).name).toBe(`test_many_${set}`);
    }
    expect(query(db, ['column65']).name).toBe('');
    expect(query(db, ['column65']).name).toBe('');
    // The first 64 are still kept.
    expect(query(db, ['column1']).name).toBe('test_many_1');
    expect(builds).toBe(66);
  });
});
