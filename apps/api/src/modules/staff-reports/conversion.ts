/**
 * Pipeline conversion (issue 20): how many applications reached each stage of the funnel
 * (Applied → Screening → Interview → Offer → Hired) and what share of the previous stage's
 * went on, overall and per source. An application reached a stage when it is there now or its
 * timeline went through it or a later stage (a move may skip a stage; a rejected application
 * keeps the stages it reached).
 */
import { count, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ENDED_STATUSES,
  FUNNEL_STATUSES,
  UNKNOWN_SOURCE,
  type ConversionReport,
  type ReportQuery,
  type StageConversion,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications, applicationStages } from '../../db/schema.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { reportedApplications } from './report-scope.js';

function reachedFrom(index: number): SQL<number> {
  const later = FUNNEL_STATUSES.slice(index);
  if (index === 0) return sql<number>`count(*)::int`;
  return sql<number>`(count(*) filter (where ${inArray(applications.status, later)} or exists (
    select 1 from ${applicationStages}
    where ${applicationStages.applicationId} = ${applications.id}
      and ${inArray(applicationStages.stage, later)})))::int`;
}

export function funnel(reached: readonly number[]): StageConversion[] {
  return FUNNEL_STATUSES.map((stage, index) => {
    const here = reached[index] ?? 0;
    const before = index === 0 ? 0 : (reached[index - 1] ?? 0);
    return {
      stage,
      reached: here,
      conversion: before > 0 ? Math.round((here / before) * 10_000) / 10_000 : null,
    };
  });
}

export async function conversionReport(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
): Promise<ConversionReport> {
  const source = sql<string>`coalesce(${applications.submissionSource}, ${applications.sfxApplicationSource}, ${UNKNOWN_SOURCE})`;
  const rows = await db
    .select({
      source,
      reached: sql<number[]>`array[${sql.join(
        FUNNEL_STATUSES.map((_, index) => reachedFrom(index)),
        sql`, `,
      )}]`,
      ended: sql<number[]>`array[${sql.join(
        ENDED_STATUSES.map(
          (status) => sql`(count(*) filter (where ${applications.status} = ${status}))::int`,
        ),
        sql`, `,
      )}]`,
      total: count(),
    })
    .from(applications)
    .where(await reportedApplications(db, actor, query))
    // By position: the source expression holds a parameter, and a repeated expression would
    // hold another, which PostgreSQL does not take for the same grouping.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const overall = FUNNEL_STATUSES.map((_, index) =>
    rows.reduce((sum, row) => sum + Number(row.reached[index] ?? 0), 0),
  );
  return {
    stages: funnel(overall),
    ended: Object.fromEntries(
      ENDED_STATUSES.map((status, index) => [
        status,
        rows.reduce((sum, row) => sum + Number(row.ended[index] ?? 0), 0),
      ]),
    ),
    bySource: rows.map((row) => ({ source: row.source, stages: funnel(row.reached.map(Number)) })),
  };
}
