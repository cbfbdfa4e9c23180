/**
 * Opens the database: a PostgreSQL server through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite persisted in DATA_DIR. Both get the same schema,
 * migrations and queries; the rest of the code only sees `Database`.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
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

export type DatabaseTarget =
  | {
      engine: 'postgres';
      url: string;
      maxConnections?: number;
      /** Pipeline mode (pipelined-client.ts): on unless DATABASE_PIPELINE=false. */
      pipeline?: boolean;
    }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite'; client: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    const pipeline = target.pipeline ?? true;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      Client: namingStatements(
        new StatementNames(),
        pipeline ? pipelinedClient(pg.Client) : pg.Client,
      ),
      pipeline,
    });
    // An idle pooled connection the server ends (restart, admin shutdown, a dropped test
    // database) is emitted as a pool 'error'; unhandled, it would crash the process. The pool
    // discards that client and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    transactionsOnPool(db, pool);
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return handle(db, 'postgres', () => pool.end());
  }
  let client: PGlite;
  if ('client' in target) {
    client = target.client;
  } else {
    await mkdir(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return handle(db, 'pglite', () => client.close());
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
