/**
 * The one way to run a transaction: `transaction(db, work)`. `work` gets a handle whose
 * statements run inside the transaction; it commits when `work` resolves and rolls back when
 * it throws.
 *
 * On PostgreSQL the work runs on a pooled connection that has a drizzle handle of its own,
 * kept for the connection's life, so a statement a store prepares once per handle
 * (built-once.ts) is prepared once per connection, not once per transaction. PGlite has one
 * connection and no pool; there it is drizzle's `db.transaction`.
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
