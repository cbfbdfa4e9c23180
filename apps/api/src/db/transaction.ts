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
import * as schema from './schema.js';

const pools = new WeakMap<Database, pg.Pool>();
const connectionHandles = new WeakMap<pg.PoolClient, Database>();
const homes = new WeakMap<Database, Database>();

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
      return work(tx);
    });
  } finally {
    // A handle kept past its transaction must not reach the connection's statements.
    if (open !== undefined) homes.delete(open);
    // A client whose connection broke is not queryable, and the pool drops it.
    client.release();
  }
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
