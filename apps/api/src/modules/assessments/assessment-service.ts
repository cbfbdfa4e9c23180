/**
 * The candidate's side of assessments (spec 2 §4, §7): the list, starting one (which marks
 * it inprocess and answers the vendor's URL), and leaving the application's assessment step,
 * which only a step whose assessments all show Completed allows (the skip rule). Leaving
 * with the step's temporary token ends that token: the unlock-and-logout rule (decision 0042).
 */
import {
  ASSESSMENT_TEST_STATUSES,
  assessmentDisplay,
  canSkipAssessments,
  type Assessment,
  type AssessmentStepLeft,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  listOwnAssessments,
  lockOwnAssessment,
  updateAssessmentStatus,
  type AssessmentOwner,
  type AssessmentRow,
} from '../../stores/assessment-store.js';
import { findOwnApplication } from '../applications/find-application.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { endAssessmentToken, type AssessmentTokenHolder } from './assessment-token.js';
import type { AssessmentVendors } from './vendor.js';

export function presentAssessment(row: AssessmentRow): Assessment {
  return {
    assessmentId: row.id,
    applicationId: row.applicationId,
    vendorPositionCode: row.vendorPositionCode,
    positionLabel: row.positionLabel,
    testStatus: row.testStatus,
    // A vendor's start address is made when the candidate starts (it is signed and expires).
    url: row.url,
  };
}

export async function listAssessments(
  db: Database,
  owner: AssessmentOwner,
  applicationId?: number,
): Promise<Assessment[]> {
  return (await listOwnAssessments(db, owner, applicationId)).map(presentAssessment);
}

export interface StartAssessmentContext {
  db: Database;
  vendors: AssessmentVendors;
  tenant: Tenant;
  origin: string;
}

/** Starts (or resumes) an assessment of the candidate's: inprocess, and the URL to open. */
export async function startAssessment(
  context: StartAssessmentContext,
  owner: AssessmentOwner,
  assessmentId: number,
  now = new Date(),
): Promise<string> {
  const { db, vendors, tenant, origin } = context;
  return transaction(db, async (tx) => {
    const row = await lockOwnAssessment(tx, owner, assessmentId);
    if (!row) throw appError('ASSESSMENT_NOT_FOUND');
    if (assessmentDisplay(row.testStatus) === 'completed') throw appError('ASSESSMENT_COMPLETED');
    const vendor = vendors.find(row.vendor);
    let url: string;
    if (vendor && row.vendorReference !== null) {
      url = await vendor.startUrl(
        { tenant, origin },
        { reference: row.vendorReference, positionCode: row.vendorPositionCode },
      );
    } else if (row.url !== null) {
      // An assessment a vendor without an adapter here created, with its own address.
      url = row.url;
    } else {
      throw appError('ASSESSMENT_UNAVAILABLE');
    }
    await updateAssessmentStatus(
      tx,
      row,
      {
        testStatus: ASSESSMENT_TEST_STATUSES.inprocess,
        ...(row.startedAt === null ? { startedAt: now } : {}),
      },
      now,
    );
    return url;
  });
}

/**
 * Leaves the assessment step of one of the candidate's applications. Refused (409
 * ASSESSMENTS_NOT_COMPLETED) until every assessment of it shows Completed.
 */
export async function leaveAssessmentStep(
  db: Database,
  owner: AssessmentOwner,
  applicationId: number,
  token: AssessmentTokenHolder | null,
): Promise<AssessmentStepLeft> {
  const application = await findOwnApplication(db, owner, applicationId);
  const rows = await listOwnAssessments(db, owner, application.id);
  if (!canSkipAssessments(rows.map((row) => row.testStatus))) {
    throw appError('ASSESSMENTS_NOT_COMPLETED');
  }
  if (token) await endAssessmentToken(db, token);
  return { applicationId: application.id, loggedOut: token !== null };
}
