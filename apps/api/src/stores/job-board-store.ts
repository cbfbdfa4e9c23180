/**
 * The open jobs of a tenant, whole, for what search engines and job boards read (sitemap,
 * feeds): every job whose requisition is open, newest first. Not the job search: no words,
 * filters or pages, and no counts.
 */
import { and, desc, eq } from 'drizzle-orm';
import { REQUISITION_STATUS } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { jobs, requisitions } from '../db/schema.js';

export type OpenJobRow = typeof jobs.$inferSelect;

/** Sitemaps hold at most 50,000 addresses; a feed is cut at the same size. */
export const MAX_LISTED_JOBS = 50_000;

export async function listOpenJobRows(db: Database, tenantId: number): Promise<OpenJobRow[]> {
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .where(and(eq(jobs.tenantId, tenantId), eq(requisitions.status, REQUISITION_STATUS.open)))
    .orderBy(desc(jobs.postedDate), desc(jobs.id))
    .limit(MAX_LISTED_JOBS);
  return rows.map((row) => row.job);
}
