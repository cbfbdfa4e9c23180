/**
 * Public job search (decision 0044): the open jobs of one tenant that match what a visitor
 * typed, stemmed in the tenant's languages and forgiving a typo, filtered by category and
 * place, one page ranked (title matches first) with its total and the counts by category
 * and place. The store answers all of it in one statement.
 */
import { DEFAULT_PAGE_SIZE, type JobSearchQuery, type JobSearchResult } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { queryWords, searchConfigsOf } from '../../db/job-search-document.js';
import { findJobPage } from '../../stores/job-search-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentJobSummary } from './present.js';

const MAX_QUERY_TERMS = 8;

/**
 * Builds a tsquery text from what a visitor typed: words only (letters and digits, so
 * no tsquery syntax can be injected), each as a prefix, all required. "data eng" finds
 * "Data Engineer". Null when nothing searchable remains. Job alerts' keywords use it
 * (English stemming); the search itself stems in the tenant's languages (store).
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
  const found = await findJobPage(db, {
    tenantId: tenant.id,
    words: queryWords(query.q),
    configs: searchConfigsOf(tenant.languages),
    category: query.category ?? null,
    location: query.location ?? null,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    jobs: found.jobs.map((job) => presentJobSummary(job)),
    total: found.total,
    page,
    pageSize,
    counts: { category: found.categories, location: found.locations },
  };
}
