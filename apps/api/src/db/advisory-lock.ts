/**
 * A transaction-scoped advisory lock on a name: transactions that take the same name run
 * their check-then-write one after another (a count before an insert cannot be raced), and
 * the lock ends with the transaction. Keep the work under it short.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

export async function lockName(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
