/**
 * Combined add application (spec 2 §3, §4, §7): status 'Applied' (or, in the enhanced step
 * flow, the tenant's configured source-tracking status), all screen values 0, the method
 * 'SFX Short Apply' for easy apply else 'SFX Application', type 'I' on an internal site
 * else 'E', applied now. A closed job takes no applications; one application per job.
 * `callEsb` is accepted and has no effect: no enterprise service bus is connected.
 */
import {
  applicationMethodFor,
  applicationTypeFor,
  INITIAL_APPLICATION_STATUS,
  isFlagOn,
  resolveFeatureFlags,
  type AddApplicationQuery,
  type ApplicationInput,
  type Requisition,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { ApplicationAnswer } from '../../db/schema.js';
import {
  insertApplication,
  type ApplicationRow,
  type NewApplication,
} from '../../stores/application-store.js';
import { appError } from '../../errors/catalogue.js';
import { flowSettingsOf } from '../candidate-flow/flow-settings.js';
import { findRequisition } from '../jobs/find-requisition.js';
import type { Tenant } from '../tenants/find-tenant.js';

export async function addApplication(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  input: ApplicationInput,
  query: AddApplicationQuery,
  now = new Date(),
  extras: ApplicationExtras = {},
): Promise<ApplicationRow> {
  const requisition = await findRequisition(db, tenant, input.requisitionId);
  return addApplicationTo(db, tenant, candidateId, requisition, input, query, now, extras);
}

/** What an application may carry besides the call's values. */
export interface ApplicationExtras {
  /** The apply forms' answers (the final submit of an attempt). */
  answers?: ApplicationAnswer[];
  /** The staff user who submitted the candidate (a vendor). */
  submittedByStaffId?: number;
  /** The vendor whose user submitted the candidate (decision 0051). */
  vendorId?: number;
  /** The candidate whose sponsor link the application came through (same tenant). */
  sponsorCandidateId?: number | null;
}

/** addApplication for a requisition the caller has already read within the tenant. */
async function addApplicationTo(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  requisition: Requisition,
  input: Omit<ApplicationInput, 'requisitionId' | 'candidateId'>,
  query: AddApplicationQuery,
  now = new Date(),
  extras: ApplicationExtras = {},
): Promise<ApplicationRow> {
  if (requisition.closed) throw appError('REQUISITION_CLOSED', { field: 'requisitionId' });
  const enhancedStatus = isFlagOn(query.enhancedAddApplicationStepFlow)
    ? flowSettingsOf(tenant).enhancedApplicationStatus
    : null;
  const values: NewApplication = {
    tenantId: tenant.id,
    candidateId,
    requisitionId: requisition.requisitionId,
    status: enhancedStatus ?? INITIAL_APPLICATION_STATUS,
    statusId: query.statusId ?? null,
    dispositionId: query.dispositionId ?? null,
    sfxApplicationMethod: applicationMethodFor(isFlagOn(query.easyApplyFlag)),
    sfxApplicationSource: input.sfxApplicationSource || null,
    submissionSource: input.submissionSource || null,
    applyDate: now,
    applicationType: applicationTypeFor(resolveFeatureFlags(tenant.featureFlags).internalSite),
    submittedByStaffId: extras.submittedByStaffId ?? null,
    vendorId: extras.vendorId ?? null,
    sponsorCandidateId: extras.sponsorCandidateId ?? null,
    answers: extras.answers ?? [],
  };
  const row = await insertApplication(db, values);
  if (!row) throw appError('ALREADY_APPLIED', { field: 'requisitionId' });
  return row;
}
