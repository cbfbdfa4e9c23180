/**
 * Brute-force protection: after LOGIN_FAILURE_LIMIT failed sign-ins for one account from
 * one address within the window, further attempts are answered, after a delay, with the
 * same message as a wrong password, and the password is not even checked.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
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

export async function isThrottled(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(matching(attempt), gt(loginFailures.failedAt, since)));
  return (row?.failures ?? 0) >= LOGIN_FAILURE_LIMIT;
}

export async function recordFailure(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<void> {
  await db.insert(loginFailures).values({ ...attempt, failedAt: now });
}

/** A successful sign-in clears the account's failures from that address. */
export async function clearFailures(db: Database, attempt: Attempt): Promise<void> {
  await db.delete(loginFailures).where(matching(attempt));
}
