/**
 * Time to hire (issue 20): from an application's date to its first move to Hired (the
 * timeline keeps every move), over the applications the caller sees that were ever hired.
 */
import { and, eq, min } from 'drizzle-orm';
import { HIRED_STATUS, type ReportQuery, type TimeToHire } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications, applicationStages, requisitions } from '../../db/schema.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { reportedApplications } from './report-scope.js';

const DAY = 86_400_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function timeToHire(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
): Promise<TimeToHire> {
  const rows = await db
    .select({
      applicationId: applications.id,
      requisitionId: applications.requisitionId,
      jobTitle: requisitions.title,
      applyDate: applications.applyDate,
      hiredAt: min(applicationStages.occurredAt),
    })
    .from(applications)
    .innerJoin(
      applicationStages,
      and(
        eq(applicationStages.applicationId, applications.id),
        eq(applicationStages.stage, HIRED_STATUS),
      ),
    )
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .where(await reportedApplications(db, actor, query))
    .groupBy(applications.id, requisitions.title);
  const hires = rows.flatMap((row) =>
    row.hiredAt ? [{ ...row, days: (row.hiredAt.getTime() - row.applyDate.getTime()) / DAY }] : [],
  );
  const byRequisition = new Map<number, { jobTitle: string; days: number[] }>();
  for (const hire of hires) {
    const entry = byRequisition.get(hire.requisitionId) ?? { jobTitle: hire.jobTitle, days: [] };
    entry.days.push(hire.days);
    byRequisition.set(hire.requisitionId, entry);
  }
  const days = hires.map((hire) => hire.days);
  return {
    hires: hires.length,
    averageDays: days.length ? oneDecimal(average(days)) : null,
    medianDays: days.length ? oneDecimal(median(days)) : null,
    byRequisition: [...byRequisition]
      .map(([requisitionId, entry]) => ({
        requisitionId,
        jobTitle: entry.jobTitle,
        hires: entry.days.length,
        averageDays: oneDecimal(average(entry.days)),
      }))
      .sort((a, b) => a.requisitionId - b.requisitionId),
  };
}
