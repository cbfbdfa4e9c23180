/**
 * The staff application list at scale (decision 0033): counts by status and a page newest
 * first, for filters the feature chose (scope, requisition, dates, source, status) and the
 * words typed, matched against the candidate's names and e-mail and the job title.
 *
 * The words are looked up in the candidates' and requisitions' text indexes first, and the
 * applications then found by candidate or requisition id (a bitmap of two indexes): joining
 * first would test every application of the tenant. As for candidates, a short list (the
 * counts say how long) is fetched whole and sorted; a long one walks the date index.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { applications, candidates, requisitions } from '../db/schema.js';
import {
  candidateSearchDocument,
  hasSearchWords,
  prefixQuery,
  requisitionSearchDocument,
} from '../db/search-documents.js';

/** Above this many matches the page walks the date index instead of sorting the matches. */
const SORTED_MATCHES_LIMIT = 10_000;

export const applicationListColumns = {
  applicationId: applications.id,
  candidateId: applications.candidateId,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  candidateEmail: candidates.email,
  requisitionId: applications.requisitionId,
  jobTitle: requisitions.title,
  status: applications.status,
  dispositionId: applications.dispositionId,
  source: applications.submissionSource,
  sfxApplicationSource: applications.sfxApplicationSource,
  applyDate: applications.applyDate,
};

export type ApplicationListRow = {
  applicationId: number;
  candidateId: number;
  firstName: string | null;
  lastName: string | null;
  candidateEmail: string;
  requisitionId: number;
  jobTitle: string;
  status: string;
  dispositionId: number | null;
  source: string | null;
  sfxApplicationSource: string | null;
  applyDate: Date;
};

/**
 * Applications of the tenant whose candidate (names, e-mail) or job title has words starting
 * with each word of `text`. `= any(array(…))` rather than `in (…)`: the ids become index
 * conditions on applications, where `in` under `or` is tested row by row.
 */
export function applicationMatchesWords(tenantId: number, text: string): SQL {
  if (!hasSearchWords(text)) return sql`false`;
  const query = prefixQuery(text);
  return sql`(${applications.candidateId} = any(array(
      select ${candidates.id} from ${candidates}
      where ${candidates.tenantId} = ${tenantId}
        and ${candidateSearchDocument(candidates)} @@ ${query}))
    or ${applications.requisitionId} = any(array(
      select ${requisitions.id} from ${requisitions}
      where ${requisitions.tenantId} = ${tenantId}
        and ${requisitionSearchDocument(requisitions.title)} @@ ${query})))`;
}

/** How many applications match, by status (through the (tenant, status) index alone). */
export async function countApplicationsByStatus(
  db: Database,
  filters: SQL[],
): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(and(...filters))
    .groupBy(applications.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

/** A page of the matching applications, newest first; `matches` is how many there are. */
export async function findApplicationPage(
  db: Database,
  search: { filters: SQL[]; matches: number; limit: number; offset: number },
): Promise<ApplicationListRow[]> {
  if (search.matches === 0) return [];
  const where = and(...search.filters);
  if (search.matches > SORTED_MATCHES_LIMIT) {
    return db
      .select(applicationListColumns)
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
      .where(where)
      .orderBy(desc(applications.applyDate), desc(applications.id))
      .limit(search.limit)
      .offset(search.offset);
  }
  // Few matches: their ids first (an InitPlan, through the indexes the filters name), then
  // those rows by primary key and sorted. Written as one query with the filters, the planner
  // would walk the date index (it cannot tell from a parameter how few rows match).
  const matched = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .limit(SORTED_MATCHES_LIMIT + 1);
  return db
    .select(applicationListColumns)
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .where(sql`${applications.id} = any(array(${matched}))`)
    .orderBy(desc(applications.applyDate), desc(applications.id))
    .limit(search.limit)
    .offset(search.offset);
}
