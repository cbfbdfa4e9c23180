/**
 * Transactions whose statements are built once per connection (decision 0025). Drizzle's
 * `db.transaction` hands out a new handle each time, so a query built once per handle
 * (built-once.ts) would be built again in every transaction. On PostgreSQL, `transaction()`
 * runs the work on a pooled connection that has a drizzle handle of its own, kept for the
 * connection's life: statements built for the transaction are built on that handle, which
 * sends them on the same connection, inside the transaction. PGlite has one connection and
 * no pool; there it is `db.transaction`.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.js';
import { endThisTurn, reopen } from './prepared-statements.js';
import * as schema from './schema.js';
import { settleAll } from './settle-all.js';

const pools = new WeakMap<Database, pg.Pool>();
const connectionHandles = new WeakMap<pg.PoolClient, Database>();
const homes = new WeakMap<Database, Database>();
/** The pooled connection of each open transaction (transaction() on PostgreSQL). */
const connections = new WeakMap<Database, pg.PoolClient>();

/** Transactions on `db` run on connections of `pool` (client.ts, for PostgreSQL). */
export function transactionsOnPool(db: Database, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** Where a statement built for `db` may be kept: the connection's handle in a transaction. */
export function statementHome(db: Database): Database {
  return homes.get(db) ?? db;
}

function connectionHandle(client: pg.PoolClient): Database {
  const known = connectionHandles.get(client);
  if (known !== undefined) return known;
  const handle = drizzleNodePg(client, { schema });
  connectionHandles.set(client, handle);
  return handle;
}

export async function transaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (pool === undefined) return db.transaction(work);
  const client = await pool.connect();
  let open: Database | undefined;
  try {
    const home = connectionHandle(client);
    // Over a single client, drizzle runs begin, the work and commit or rollback on it.
    return await home.transaction((tx) => {
      open = tx;
      homes.set(tx, home);
      connections.set(tx, client);
      return work(tx);
    });
  } finally {
    // A handle kept past its transaction must not reach the connection's statements.
    if (open !== undefined) {
      homes.delete(open);
      connections.delete(open);
    }
    reopen(client);
    // A client whose connection broke is not queryable, and the pool drops it.
    client.release();
  }
}

const endedWith = (result: unknown): unknown =>
  typeof result === 'object' && result !== null && 'command' in result ? result.command : undefined;

/**
 * A transaction's last writes (settle-all.ts) with its COMMIT in the same round trip: on
 * PostgreSQL the COMMIT leaves right after them, in the same socket write (pipeline mode),
 * and the transaction wrapper's own COMMIT is not sent again. So:
 * - every statement of the transaction has been issued by the end of this turn of the event
 *   loop (`work` issues nothing after this call: a statement after it fails);
 * - a write fails by a database error or before its statement is answered: a write that
 *   failed by then makes it a ROLLBACK, and a database error makes PostgreSQL end the
 *   transaction with ROLLBACK. A write that would refuse what the database accepted (a
 *   conflict seen in an empty RETURNING) must not be sent this way.
 * The first failure is thrown. PGlite (no pipeline): the writes settle, and the wrapper
 * commits after `work`, as before.
 */
export async function commitWith(
  tx: Database,
  writes: readonly (Promise<unknown> | null)[],
): Promise<void> {
  const client = connections.get(tx);
  if (client === undefined || !client.pipeline) return settleAll(writes);
  let failed = false;
  for (const write of writes) {
    write?.catch(() => {
      failed = true;
    });
  }
  const end = endThisTurn(client, () => (failed ? 'rollback' : 'commit'));
  end.catch(() => undefined);
  await settleAll(writes);
  if (endedWith(await end) !== 'COMMIT') throw new Error('transaction was not committed');
}

/**
 * Runs `work` on one pooled connection, outside a transaction, so statements it issues
 * together leave in one socket write (pipeline mode) rather than on connections of their own.
 * Everything it issues must have settled when it answers. PGlite: the database itself.
 */
export async function onOneConnection<T>(
  db: Database,
  work: (connection: Database) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db);
  if (pool === undefined) return work(db);
  const client = await pool.connect();
  try {
    return await work(connectionHandle(client));
  } finally {
    client.release();
  }
}
