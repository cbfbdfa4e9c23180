import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { rowsOf } from '../test/personal-data-scan.js';
import { StatementNames } from './statement-names.js';
import { tenants } from './schema.js';

describe('StatementNames', () => {
  it('names a text the same way every time and different texts differently', () => {
    const names = new StatementNames();
    const first = names.nameFor('select $1');
    expect(first).toBeDefined();
    expect(names.nameFor('select $1')).toBe(first);
    expect(names.nameFor('select $1, $2')).not.toBe(first);
  });

  it('stops naming new texts at its limit but keeps the names it gave', () => {
    const names = new StatementNames(2);
    const a = names.nameFor('a');
    names.nameFor('b');
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe(a);
  });
});

// What the PostgreSQL server keeps per connection; the embedded engine has no pool to name for.
describe.runIf(inject('postgresTemplate'))('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('prepares a parameterised query once per connection and answers it as before', async () => {
    const { db } = database.handle;
    const prepared = await db.transaction(async (tx) => {
      // One transaction: one connection, whose prepared statements the server lists.
      const lookups = [];
      for (const client of ['nobody', 'nobody-else']) {
        lookups.push(
          await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.client, client)),
        );
      }
      expect(lookups).toEqual([[], []]);
      return tx.execute(sql`select statement from pg_prepared_statements where name like 'tg%'`);
    });
    const statements = rowsOf(prepared).map((row) => String(row['statement']));
    expect(statements.filter((text) => text.includes('"tenants"'))).toHaveLength(1);
  });
});
