/**
 * Runs a transaction's independent writes together (decision 0025). On PostgreSQL the pool's
 * clients are in pipeline mode, so writes issued together go out without waiting for each
 * other's answers: N writes cost about one round trip instead of N. The embedded database
 * runs them one after the other, as before.
 *
 * Every write settles before this answers, so nothing is still running on the connection when
 * the transaction commits or rolls back. The first failure is thrown; a failed statement makes
 * PostgreSQL refuse the rest of the transaction ("current transaction is aborted", 25P02), so
 * the failure that caused it is preferred over those.
 */
const ABORTED_TRANSACTION = '25P02';

/** The SQLSTATE of a database error, also when a driver or drizzle wrapped it. */
export function sqlState(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? sqlState(error.cause) : undefined;
}

/** `null` stands for a write this call does not need. */
export async function settleAll(writes: readonly (Promise<unknown> | null)[]): Promise<void> {
  const settled = await Promise.allSettled(writes);
  const failures: unknown[] = [];
  for (const result of settled) {
    if (result.status === 'rejected') failures.push(result.reason);
  }
  if (failures.length === 0) return;
  throw failures.find((error) => sqlState(error) !== ABORTED_TRANSACTION) ?? failures[0];
}
