/** Presenters: the only shapes of jobs and requisitions that leave the server. */
import type { Job, JobSummary, Requisition } from '@talentgate/domain';
import { REQUISITION_STATUS } from '@talentgate/domain';
import type { jobs, requisitions } from '../../db/schema.js';

type JobRow = typeof jobs.$inferSelect;
type RequisitionRow = typeof requisitions.$inferSelect;

/** Only an open requisition takes applications: a closed one, or one staff have not opened yet. */
function isClosed(status: string): boolean {
  return status !== REQUISITION_STATUS.open;
}

/** What a job summary shows: a job row, or a job the search store found (always open). */
type SummaryFields = Pick<
  JobRow,
  | 'id'
  | 'requisitionId'
  | 'title'
  | 'primaryCategory'
  | 'seoUrl'
  | 'city'
  | 'state'
  | 'country'
  | 'locationLabel'
  | 'employmentType'
  | 'summary'
  | 'postedDate'
>;

export function presentJobSummary(
  job: SummaryFields,
  requisitionStatus: string = REQUISITION_STATUS.open,
): JobSummary {
  return {
    id: job.id,
    requisitionId: job.requisitionId,
    title: job.title,
    primary_category: job.primaryCategory,
    seoUrl: job.seoUrl,
    location: { city: job.city, state: job.state, country: job.country, label: job.locationLabel },
    employmentType: job.employmentType,
    summary: job.summary,
    postedDate: job.postedDate,
    closed: isClosed(requisitionStatus),
  };
}

export function presentJob(job: JobRow, requisitionStatus: string): Job {
  return { ...presentJobSummary(job, requisitionStatus), description: job.description };
}

export function presentRequisition(requisition: RequisitionRow): Requisition {
  return {
    requisitionId: requisition.id,
    id: requisition.id,
    applyStreamId: requisition.applyStreamId,
    title: requisition.title,
    category: requisition.category,
    status: requisition.status,
    closed: isClosed(requisition.status),
  };
}
