/**
 * A query built once per database handle: building a statement is a large part of drizzle's
 * cost per query, and the hottest ones (an attempt's find, save and completion, a new
 * candidate's rows) need only new values each time (decision 0025). Stores use it; features
 * do not (a lint rule keeps them out). Build it with placeholders and `.prepare(name)`. A prepared query belongs to
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

/** Distinct column sets a statement of builtOncePerColumns is kept for, per database handle. */
const MAX_COLUMN_SETS = 64;

/**
 * builtOncePer for a statement whose columns follow the caller's values, such as the INSERT
 * of a new candidate with the fields a form answered (a column left out takes its default).
 * Built once per database handle and set of columns, for the first MAX_COLUMN_SETS sets;
 * `build` gets the columns sorted and the name to `.prepare()` it under: `{name}_{n}` for the
 * set's number in this process, or '' past the limit, where it is built per call and sent as
 * an unnamed statement (pg names only a non-empty name).
 */
export function builtOncePerColumns<C extends string, T>(
  name: string,
  build: (db: Database, columns: readonly C[], statementName: string) => T,
): (db: Database, columns: readonly C[]) => T {
  const setNumbers = new Map<string, number>();
  const built = new WeakMap<Database, Map<string, T>>();
  return (handle, columns) => {
    const sorted = [...columns].sort();
    const key = sorted.join(',');
    const db = statementHome(handle);
    const kept = built.get(db) ?? new Map<string, T>();
    built.set(db, kept);
    const known = kept.get(key);
    if (known !== undefined) return known;
    let setNumber = setNumbers.get(key);
    if (setNumber === undefined && setNumbers.size < MAX_COLUMN_SETS) {
      setNumber = setNumbers.size + 1;
      setNumbers.set(key, setNumber);
    }
    if (setNumber === undefined) return build(db, sorted, '');
    const query = build(db, sorted, `${name}_${setNumber}`);
    kept.set(key, query);
    return query;
  };
}
