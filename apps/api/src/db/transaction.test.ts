import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';
import { builtOncePer, driverEncoded } from './built-once.js';
import { openDatabase, type Database, type DatabaseHandle } from './client.js';
import { tenants } from './schema.js';
import { statementHome, transaction } from './transaction.js';

describe('transaction()', () => {
  let database: TestDatabase;
  let tenantId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    tenantId = (await createTenant(database.handle.db, { name: 'Before' })).id;
  });
  afterAll(() => database.dispose());

  let builds = 0;
  const rename = builtOncePer((db) => {
    builds += 1;
    return db
      .update(tenants)
      .set({ name: driverEncoded('name') })
      .where(eq(tenants.id, sql.placeholder('id')))
      .prepare('test_rename_tenant');
  });
  const nameNow = async () => {
    const [row] = await database.handle.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return row?.name;
  };

  it('builds a statement once per connection on PostgreSQL, once per transaction on PGlite', async () => {
    builds = 0;
    for (const name of ['One', 'Two', 'Three']) {
      await transaction(database.handle.db, (tx) => rename(tx).execute({ name, id: tenantId }));
    }
    expect(await nameNow()).toBe('Three');
    // One transaction at a time: the pool hands out the same idle connection each time.
    expect(builds).toBe(database.handle.engine === 'postgres' ? 1 : 3);
  });

  it('rolls back a statement built once when the work fails', async () => {
    const failure = new Error('refused');
    await expect(
      transaction(database.handle.db, async (tx) => {
        await rename(tx).execute({ name: 'Rolled back', id: tenantId });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await nameNow()).toBe('Three');
  });

  it('keeps nested transactions as savepoints', async () => {
    await transaction(database.handle.db, async (tx) => {
      await rename(tx).execute({ name: 'Outer', id: tenantId });
      await tx
        .transaction(async (nested) => {
          await rename(nested).execute({ name: 'Inner', id: tenantId });
          throw new Error('inner refused');
        })
        .catch(() => undefined);
    });
    expect(await nameNow()).toBe('Outer');
  });

  it('does not lend the connection to a handle kept past its transaction', async () => {
    let kept: Database | undefined;
    await transaction(database.handle.db, async (tx) => {
      kept = tx;
      // On PostgreSQL its statements are kept with the connection; PGlite has no pool.
      expect(statementHome(tx) !== tx).toBe(database.handle.engine === 'postgres');
    });
    expect(kept && statementHome(kept)).toBe(kept);
  });

  it('rolls back when the first statement (sent with BEGIN on PostgreSQL) fails', async () => {
    await expect(
      transaction(database.handle.db, async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    // The connection is usable again, outside any transaction.
    await transaction(database.handle.db, (tx) =>
      rename(tx).execute({ name: 'Five', id: tenantId }),
    );
    expect(await nameNow()).toBe('Five');
  });

  it('runs concurrent transactions apart: each sees its own writes, and only committed ones last', async () => {
    const failure = new Error('second refused');
    const outcomes = await Promise.allSettled([
      transaction(database.handle.db, async (tx) => {
        await rename(tx).execute({ name: 'First', id: tenantId });
        const [row] = await tx
          .select({ name: tenants.name })
          .from(tenants)
          .where(eq(tenants.id, tenantId));
        return row?.name;
      }),
      transaction(database.handle.db, async (tx) => {
        await tx.insert(tenants).values({ client: `concurrent-${Date.now()}`, name: 'Never' });
        throw failure;
      }),
    ]);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 'First' });
    expect(outcomes[1]).toEqual({ status: 'rejected', reason: failure });
    expect(await nameNow()).toBe('First');
    const never = await database.handle.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Never'));
    expect(never).toEqual([]);
  });
});

// The pipelined client (BEGIN sent without waiting, a turn's queries in one write) must not
// change what a transaction does: the same work on a pool without pipeline mode.
describe.runIf(inject('postgresTemplate'))('transaction() with DATABASE_PIPELINE off', () => {
  let database: TestDatabase;
  let plain: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url;
    if (url === null) throw new Error('a PostgreSQL test database has a URL');
    plain = await openDatabase({ engine: 'postgres', url, maxConnections: 2, pipeline: false });
  });
  afterAll(async () => {
    await plain.close();
    await database.dispose();
  });

  it('commits, rolls back a failed first statement, and keeps the connection usable', async () => {
    const { id } = await createTenant(plain.db, { name: 'Plain' });
    await expect(
      transaction(plain.db, async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    await transaction(plain.db, (tx) =>
      tx.update(tenants).set({ name: 'Plain, renamed' }).where(eq(tenants.id, id)),
    );
    const [row] = await plain.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, id));
    expect(row?.name).toBe('Plain, renamed');
  });
});
