/**
 * A query built once per database handle: drizzle takes 50 to 250 µs to build a statement,
 * and the hottest ones (an attempt's start and form saves) need only new values each time
 * (decision 0025). Build it with placeholders and `.prepare(name)`; a prepared query belongs to
 * the handle it was built on, so a transaction builds its own.
 */
import type { Database } from './client.js';

export function builtOncePer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    const known = built.get(db);
    if (known !== undefined) return known;
    const query = build(db);
    built.set(db, query);
    return query;
  };
}
