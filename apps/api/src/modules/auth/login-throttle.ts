/**
 * Brute-force protection: after LOGIN_FAILURE_LIMIT failed sign-ins for one account from
 * one address within the window, further attempts are answered, after a delay, with the
 * same message as a wrong password, and the password is not even checked.
 *
 * An attempt is counted before its password is checked, as a failure until it succeeds, and
 * the count and the record happen under a lock of that account and address: of a burst of
 * concurrent attempts, only those still within the limit get a password check (issue 19).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@talentgate/domain';
import { lockName } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { loginFailures } from '../../db/schema.js';

export interface Attempt {
  tenantId: number;
  uname: string;
  address: string;
}

const matching = (attempt: Attempt) =>
  and(
    eq(loginFailures.tenantId, attempt.tenantId),
    eq(loginFailures.uname, attempt.uname),
    eq(loginFailures.address, attempt.address),
  );

/**
 * Counts an attempt; answers true when it is throttled (then it is not recorded). Otherwise
 * it is recorded as a failure, which a successful sign-in clears.
 */
export async function countAttempt(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const key = `login:${attempt.tenantId}:${attempt.address}:${attempt.uname}`;
  return transaction(db, async (tx) => {
    // Held to the end of this short transaction (no password check inside it).
    await lockName(tx, key);
    const [row] = await tx
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(matching(attempt), gt(loginFailures.failedAt, since)));
    if ((row?.failures ?? 0) >= LOGIN_FAILURE_LIMIT) return true;
    await tx.insert(loginFailures).values({ ...attempt, failedAt: now });
    return false;
  });
}

/** A successful sign-in clears the account's failures from that address. */
export async function clearFailures(db: Database, attempt: Attempt): Promise<void> {
  await db.delete(loginFailures).where(matching(attempt));
}
