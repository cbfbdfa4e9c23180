import { and, eq } from 'drizzle-orm';
import type { Job } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { jobs, requisitions } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentJob } from './present.js';

/** Job by id within the tenant. Closed jobs are still found, and reported as closed. */
export async function findJob(db: Database, tenant: Tenant, jobId: number): Promise<Job> {
  const [row] = await db
    .select({ job: jobs, status: requisitions.status })
    .from(jobs)
    .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .where(and(eq(jobs.tenantId, tenant.id), eq(jobs.id, jobId)))
    .limit(1);
  if (!row) throw appError('JOB_NOT_FOUND');
  return presentJob(row.job, row.status);
}
