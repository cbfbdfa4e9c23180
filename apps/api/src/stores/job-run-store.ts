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
