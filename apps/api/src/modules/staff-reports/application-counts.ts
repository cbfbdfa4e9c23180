/**
 * Application counts (spec 2 §7 "Reporting: application counts by year, last 30 days, last 24
 * months"), by UTC calendar year, day and month of the application date. The series of days
 * and months are complete: a day or month without applications counts 0.
 */
import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { CountsByDay, CountsByMonth, CountsByYear, ReportQuery } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { reportedApplications } from './report-scope.js';

const DAY = 86_400_000;
const utc = sql`${applications.applyDate} at time zone 'UTC'`;

export async function countsByYear(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
): Promise<CountsByYear> {
  const year = sql<number>`extract(year from ${utc})::int`;
  const rows = await db
    .select({ year, count: count() })
    .from(applications)
    .where(await reportedApplications(db, actor, query))
    .groupBy(year)
    .orderBy(year);
  return { years: rows.map((row) => ({ year: Number(row.year), count: row.count })) };
}

/** Counts per key within [from, to), as a map. */
async function countsBetween(
  db: Database,
  scope: Awaited<ReturnType<typeof reportedApplications>>,
  key: ReturnType<typeof sql<string>>,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key, count: count() })
    .from(applications)
    .where(and(scope, gte(applications.applyDate, from), lt(applications.applyDate, to)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, row.count]));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function countsLast30Days(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
  now = new Date(),
): Promise<CountsByDay> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - 29 * DAY);
  const counts = await countsBetween(
    db,
    await reportedApplications(db, actor, query),
    sql<string>`to_char(${utc}, 'YYYY-MM-DD')`,
    from,
    new Date(today + DAY),
  );
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = isoDay(new Date(from.getTime() + index * DAY));
    return { date, count: counts.get(date) ?? 0 };
  });
  return { days };
}

export async function countsLast24Months(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
  now = new Date(),
): Promise<CountsByMonth> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const from = new Date(Date.UTC(year, month - 23, 1));
  const counts = await countsBetween(
    db,
    await reportedApplications(db, actor, query),
    sql<string>`to_char(${utc}, 'YYYY-MM')`,
    from,
    new Date(Date.UTC(year, month + 1, 1)),
  );
  const months = Array.from({ length: 24 }, (_, index) => {
    const key = isoDay(new Date(Date.UTC(year, month - 23 + index, 1))).slice(0, 7);
    return { month: key, count: counts.get(key) ?? 0 };
  });
  return { months };
}
