/** The tenant's open jobs as search engines and job boards get them (sitemap and feeds). */
import { REQUISITION_STATUS, type Job } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listOpenJobRows } from '../../stores/job-board-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentJob } from '../jobs/present.js';

export async function listOpenJobs(db: Database, tenant: Tenant): Promise<Job[]> {
  const rows = await listOpenJobRows(db, tenant.id);
  return rows.map((row) => presentJob(row, REQUISITION_STATUS.open));
}
