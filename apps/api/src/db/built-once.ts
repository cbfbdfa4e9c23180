/**
 * A query built once per database handle: drizzle takes 50 to 250 µs to build a statement,
 * and the hottest ones (an attempt's start and form saves) need only new values each time
 * (decision 0025). Build it with placeholders and `.prepare(name)`. A prepared query belongs to
 * the handle it was built on: in a transaction of transaction.ts that is the connection's
 * handle, kept for the connection's life; in any other transaction, the transaction's own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.js';
import { statementHome } from './transaction.js';

/**
 * A placeholder that the driver encodes, not drizzle's column encoder: update's set() takes
 * only SQL, and the column encoders do not take a null (a date's calls `toISOString`). `pg`
 * encodes dates, objects (as JSON) and arrays itself, as the round-trip tests on both engines
 * show.
 */
export const driverEncoded = (name: string): SQL => sql`${sql.placeholder(name)}`;

export function builtOncePer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (handle) => {
    const db = statementHome(handle);
    const known = built.get(db);
    if (known !== undefined) return known;
    const query = build(db);
    built.set(db, query);
    return query;
  };
}
