import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseWritesDuring } from '../test/database-round-trips.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';
import { builtOncePer, driverEncoded } from './built-once.js';
import type { Database } from './client.js';
import { tenants } from './schema.js';
import { commitWith, statementHome, transaction } from './transaction.js';

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

  it.runIf(inject('postgresTemplate'))(
    'sends BEGIN with the first statement: a one-statement transaction is two round trips',
    async () => {
      const writes = await databaseWritesDuring(() =>
        transaction(database.handle.db, (tx) => rename(tx).execute({ name: 'Four', id: tenantId })),
      );
      expect(writes).toBe(2);
      expect(await nameNow()).toBe('Four');
    },
  );

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

  describe('commitWith: the last writes and the COMMIT together', () => {
    const renameAndCommit = () =>
      transaction(database.handle.db, (tx) =>
        commitWith(tx, [rename(tx).execute({ name: 'Six', id: tenantId })]),
      );

    it('commits the writes', async () => {
      await renameAndCommit();
      expect(await nameNow()).toBe('Six');
    });

    it.runIf(inject('postgresTemplate'))(
      'sends them with BEGIN and COMMIT in one round trip',
      async () => {
        expect(await databaseWritesDuring(renameAndCommit)).toBe(1);
        expect(await nameNow()).toBe('Six');
      },
    );

    it('rolls back when a write fails in the database', async () => {
      await expect(
        transaction(database.handle.db, (tx) =>
          commitWith(tx, [
            rename(tx).execute({ name: 'Not kept', id: tenantId }),
            tx.execute(sql`select 1 / 0`),
          ]),
        ),
      ).rejects.toThrow();
      expect(await nameNow()).toBe('Six');
    });

    it('rolls back when a write is refused before the database answers', async () => {
      const refused = new Error('refused');
      await expect(
        transaction(database.handle.db, (tx) =>
          commitWith(tx, [
            rename(tx).execute({ name: 'Not kept either', id: tenantId }),
            Promise.resolve().then(() => Promise.reject(refused)),
          ]),
        ),
      ).rejects.toBe(refused);
      expect(await nameNow()).toBe('Six');
    });

    it.runIf(inject('postgresTemplate'))(
      'refuses a statement issued after it, which would run outside the transaction',
      async () => {
        const failure: unknown = await transaction(database.handle.db, async (tx) => {
          await commitWith(tx, [rename(tx).execute({ name: 'Seven', id: tenantId })]);
          await rename(tx).execute({ name: 'Too late', id: tenantId });
        }).catch((error: unknown) => error);
        // Drizzle wraps the driver's error ("Failed query: …").
        expect(failure).toMatchObject({
          cause: { message: 'A statement after the end of its transaction' },
        });
        expect(await nameNow()).toBe('Seven');
        // The connection takes statements again in its next transaction.
        await transaction(database.handle.db, (tx) =>
          rename(tx).execute({ name: 'Eight', id: tenantId }),
        );
        expect(await nameNow()).toBe('Eight');
      },
    );
  });
});
