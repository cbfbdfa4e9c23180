/**
 * Claims of scheduled jobs' periods (scheduled_job_runs): each period of a job is claimed by
 * one instance only, whichever asks first, so a job every instance schedules runs once.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { scheduledJobRuns } from '../db/schema.js';

/** True for the one caller that claims this job's period; false for every later one. */
export async function claimJobRun(db: Database, job: string, periodStart: Date): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ job, periodStart })
    .onConflictDoNothing()
    .returning({ job: scheduledJobRuns.job });
  return claimed.length === 1;
}

/** Forgets a job's claims of periods before `before` (they are never claimed again). */
export async function forgetJobRunsBefore(db: Database, job: string, before: Date): Promise<void> {
  await db
    .delete(scheduledJobRuns)
    .where(and(eq(scheduledJobRuns.job, job), lt(scheduledJobRuns.periodStart, before)));
}

/** Claims older than this are forgotten (a period is only ever claimed while it is current). */
const CLAIMS_KEPT_MS = 7 * 86_400_000;

/**
 * Claims the period of `intervalMs` that `now` falls in for `job` (true: this instance runs
 * it), and forgets claims of long-past periods.
 */
export async function claimCurrentPeriod(
  db: Database,
  job: string,
  intervalMs: number,
  now: Date,
): Promise<boolean> {
  const periodStart = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
  if (!(await claimJobRun(db, job, periodStart))) return false;
  await forgetJobRunsBefore(db, job, new Date(now.getTime() - CLAIMS_KEPT_MS));
  return true;
}
