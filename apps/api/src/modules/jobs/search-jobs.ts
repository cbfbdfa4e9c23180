/**
 * Public job search: open jobs of one tenant, full-text query with prefix matching,
 * exact filters by category and location, one page of results and facet counts.
 * Each facet's counts apply the query and the *other* filter, so a visitor sees how
 * many jobs each choice would give.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  REQUISITION_STATUS,
  type FacetCount,
  type JobSearchQuery,
  type JobSearchResult,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { jobs, requisitions } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentJobSummary } from './present.js';

const MAX_QUERY_TERMS = 8;

/**
 * Builds a tsquery text from what a visitor typed: words only (letters and digits, so
 * no tsquery syntax can be injected), each as a prefix, all required. "data eng" finds
 * "Data Engineer". Null when nothing searchable remains.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const terms = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (terms.length === 0) return null;
  return terms
    .slice(0, MAX_QUERY_TERMS)
    .map((term) => `${term}:*`)
    .join(' & ');
}

export async function searchJobs(
  db: Database,
  tenant: Tenant,
  query: JobSearchQuery,
): Promise<JobSearchResult> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const prefixQuery = toPrefixQuery(query.q);
  const tsQuery = prefixQuery === null ? null : sql`to_tsquery('english', ${prefixQuery})`;

  const base: SQL[] = [
    eq(jobs.tenantId, tenant.id),
    eq(requisitions.status, REQUISITION_STATUS.open),
  ];
  if (tsQuery) base.push(sql`${jobs.searchVector} @@ ${tsQuery}`);
  const byCategory = query.category === undefined ? null : eq(jobs.primaryCategory, query.category);
  const byLocation = query.location === undefined ? null : eq(jobs.locationLabel, query.location);
  const where = (...extra: (SQL | null)[]) =>
    and(...base, ...extra.filter((condition): condition is SQL => condition !== null));

  const ordering = tsQuery
    ? [desc(sql`ts_rank(${jobs.searchVector}, ${tsQuery})`), desc(jobs.postedDate), desc(jobs.id)]
    : [desc(jobs.postedDate), desc(jobs.id)];

  const [rows, categoryCounts, locationCounts] = await Promise.all([
    db
      .select({ job: jobs, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(jobs)
      .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
      .where(where(byCategory, byLocation))
      .orderBy(...ordering)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    facet(db, jobs.primaryCategory, where(byLocation)),
    facet(db, jobs.locationLabel, where(byCategory)),
  ]);

  // Past the last page there are no rows to carry the window total; count the filtered set.
  const total = rows[0]?.total ?? totalFromCategoryCounts(categoryCounts, query.category);

  return {
    jobs: rows.map((row) => presentJobSummary(row.job, REQUISITION_STATUS.open)),
    total,
    page,
    pageSize,
    counts: { category: categoryCounts, location: locationCounts },
  };
}

/** Category counts already apply the query and location, so they sum to the total. */
function totalFromCategoryCounts(counts: FacetCount[], category: string | undefined): number {
  return counts
    .filter((item) => category === undefined || item.value === category)
    .reduce((sum, item) => sum + item.count, 0);
}

async function facet(
  db: Database,
  column: typeof jobs.primaryCategory | typeof jobs.locationLabel,
  where: SQL | undefined,
): Promise<FacetCount[]> {
  const rows = await db
    .select({ value: column, count: count() })
    .from(jobs)
    .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .where(where)
    .groupBy(column)
    .orderBy(desc(count()), column);
  return rows.map((row) => ({ value: row.value, count: row.count }));
}
