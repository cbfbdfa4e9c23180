import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';
import { tenants } from './schema.js';
import { settleAll, sqlState } from './settle-all.js';

const sqlError = (code: string, message: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });

describe('settleAll', () => {
  it('answers once every write has settled, even after one failed early', async () => {
    let slowDone = false;
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        slowDone = true;
        resolve();
      }, 20),
    );
    await expect(settleAll([Promise.reject(new Error('early')), slow, null])).rejects.toThrow(
      'early',
    );
    expect(slowDone).toBe(true);
  });

  it('throws the failure that aborted the transaction, not the refusals after it', async () => {
    const aborted = sqlError('25P02', 'current transaction is aborted');
    const cause = sqlError('23505', 'duplicate key');
    await expect(settleAll([Promise.reject(aborted), Promise.reject(cause)])).rejects.toBe(cause);
    await expect(settleAll([Promise.reject(aborted)])).rejects.toBe(aborted);
  });
});

describe('writes sent together in one transaction', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createTenant(database.handle.db, { client: 'taken' });
  });
  afterAll(() => database.dispose());

  const rename = (client: string, name: string) =>
    database.handle.db.transaction(async (tx) => {
      await settleAll([
        tx.update(tenants).set({ name }).where(eq(tenants.client, client)),
        // A second tenant with a client that exists already: a unique violation.
        tx.execute(sql`insert into tenants (client, name) values ('taken', 'Twin')`),
        tx.update(tenants).set({ tagline: name }).where(eq(tenants.client, client)),
      ]);
    });

  it('all roll back when one fails, which is the error thrown', async () => {
    const failure = await rename('taken', 'Renamed').catch((error: unknown) => error);
    expect(sqlState(failure)).toBe('23505');
    const [row] = await database.handle.db
      .select({ name: tenants.name, tagline: tenants.tagline })
      .from(tenants)
      .where(eq(tenants.client, 'taken'));
    expect(row?.name).not.toBe('Renamed');
    expect(row?.tagline).not.toBe('Renamed');
  });
});
