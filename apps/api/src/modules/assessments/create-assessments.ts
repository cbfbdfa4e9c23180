/**
 * Assessments of a new application (spec 2 §4 "Application": "if screening answers exist and
 * the candidate qualifies, assessments are created for each assessment position code"):
 * one per code of `requisitions.assmt_position_code` (split by comma, §9), through the
 * vendor that serves the code, when the application's screening result is 450 or its
 * requisition has no screening at all. A 500, or screening asked but not answered (null),
 * creates none. Runs in the final submit's transaction, or in that of screening answers
 * given after the application (`POST dynamic answer`).
 */
import { SCREENING_RESULTS, splitPositionCodes } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  insertAssessments,
  listOwnAssessments,
  type AssessmentRow,
} from '../../stores/assessment-store.js';
import { findRequisitionRow } from '../../stores/requisition-store.js';
import { requisitionAsksScreening, screeningResultOf } from '../screening/screening-service.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { AssessmentVendors } from './vendor.js';

export interface QualifiedApplication {
  id: number;
  candidateId: number;
  requisitionId: number;
}

/** Whether the application qualifies for assessments (450, or no screening configured). */
export async function qualifiesForAssessments(
  tx: Database,
  tenant: Tenant,
  application: QualifiedApplication,
): Promise<boolean> {
  const result = await screeningResultOf(tx, tenant, application.id);
  if (result !== null) return result === SCREENING_RESULTS.qualified;
  return !(await requisitionAsksScreening(tx, tenant, application.requisitionId));
}

export async function createApplicationAssessments(
  tx: Database,
  tenant: Tenant,
  vendors: AssessmentVendors,
  application: QualifiedApplication,
): Promise<AssessmentRow[]> {
  const requisition = await findRequisitionRow(tx, tenant.id, application.requisitionId);
  const codes = splitPositionCodes(requisition?.assmtPositionCode ?? null);
  if (codes.length === 0 || !(await qualifiesForAssessments(tx, tenant, application))) return [];
  // Once per application: screening answered after the application creates them only then.
  const owner = { tenantId: tenant.id, candidateId: application.candidateId };
  if ((await listOwnAssessments(tx, owner, application.id)).length > 0) return [];
  const created = [];
  for (const code of codes) {
    const vendor = vendors.forPositionCode(code);
    const made = await vendor.createAssessment(tenant, code);
    created.push({
      applicationId: application.id,
      vendor: vendor.id,
      vendorReference: made.reference,
      vendorPositionCode: code,
      positionLabel: made.positionLabel,
    });
  }
  return insertAssessments(tx, owner, created);
}
