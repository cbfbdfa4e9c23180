/**
 * Opens the database: a PostgreSQL server through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite persisted in DATA_DIR. Both get the same schema,
 * migrations and queries; the rest of the code only sees `Database`.
 */
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { openPglite } from './pglite.js';
import { pipelinedClient } from './pipelined-client.js';
import { namingStatements, StatementNames } from './statement-names.js';
import * as schema from './schema.js';
import { transactionsOnPool } from './transaction.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long PostgreSQL may take before a call gives up (issue 19): a server that stops
 * answering must not hold every request for a minute.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /**
   * One statement: the server cancels it (statement_timeout), and the client stops waiting
   * a little later in case the server or the network is silent (query_timeout).
   */
  statementMs: number;
  /** A transaction left open without a statement is ended by the server. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/** The client's own wait beyond the server's statement timeout. */
const CLIENT_GRACE_MS = 1_000;

export type DatabaseTarget =
  | {
      engine: 'postgres';
      url: string;
      /** The pool's size (DATABASE_POOL_SIZE, decision 0060). */
      maxConnections: number;
      timeouts?: Partial<DatabaseTimeouts>;
      /** Pipeline mode (pipelined-client.ts): on unless DATABASE_PIPELINE=false. */
      pipeline?: boolean;
    }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite'; client: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...target.timeouts };
    // Migrations first, on a connection of their own without a statement timeout: building an
    // index on a large table may take longer than any request should.
    await migrateOnce(target.url, timeouts.connectMs);
    const pipeline = target.pipeline ?? true;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections,
      Client: namingStatements(
        new StatementNames(),
        pipeline ? pipelinedClient(pg.Client) : pg.Client,
      ),
      pipeline,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    });
    // An idle pooled connection the server ends (restart, admin shutdown, a dropped test
    // database) is emitted as a pool 'error'; unhandled, it would crash the process. The pool
    // discards that client and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    transactionsOnPool(db, pool);
    return handle(db, 'postgres', () => pool.end());
  }
  let client: PGlite;
  if ('client' in target) {
    client = target.client;
  } else {
    await mkdir(target.dataDir, { recursive: true });
    client = await openPglite({ dataDir: target.dataDir });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return handle(db, 'pglite', () => client.close());
}

async function migrateOnce(url: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

function handle(
  db: Database,
  engine: DatabaseHandle['engine'],
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    engine,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
