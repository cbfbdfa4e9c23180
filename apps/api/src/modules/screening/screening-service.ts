/**
 * Screening for candidates (spec 2 §7 "Screening"): a requisition's questions, saving an
 * application's answers (once: the result is what staff and the assessments feature act
 * on) and its result. `screeningResultOf` is the one question other features ask.
 */
import {
  SCREENING_RESULTS,
  type ScreeningAnswersInput,
  type ScreeningQuestions,
  type ScreeningResult,
  type ScreeningResultCode,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { findRequisitionRow } from '../../stores/requisition-store.js';
import { findAttachment } from '../attachments/attachment-store.js';
import { findOwnApplication } from '../applications/find-application.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { scoreScreening } from './score-screening.js';
import {
  hasScreeningAnswers,
  loadRequisitionScreening,
  storedScreeningResult,
  storeScreening,
} from './screening-store.js';

/** Who answers: the acting candidate of the tenant. */
export interface ScreeningOwner {
  tenantId: number;
  candidateId: number;
}

interface ApplicationRef {
  id: number;
  candidateId: number;
  requisitionId: number;
  reqScreenValue: number;
  generalScreenValue: number;
  totalScreenValue: number;
  screeningResult: number | null;
}

const isResultCode = (value: number | null): value is ScreeningResultCode =>
  value === SCREENING_RESULTS.qualified || value === SCREENING_RESULTS.notQualified;

/** The requisition's questions as candidates see them (no scores, no knockout answers). */
export async function listScreeningQuestions(
  db: Database,
  tenant: Tenant,
  requisitionId: number,
): Promise<ScreeningQuestions> {
  if (!(await findRequisitionRow(db, tenant.id, requisitionId)))
    throw appError('REQUISITION_NOT_FOUND');
  const screening = await loadRequisitionScreening(db, tenant.id, requisitionId);
  return (screening?.questions ?? []).map((question) => ({
    generalQuestionsId: question.id,
    questionGroupId: question.questionGroupId,
    text: question.text,
    textTranslations: question.textTranslations,
    type: question.type,
    active: true,
    required: question.required,
    sortOrder: question.sortOrder,
    options: question.options.map((option) => ({
      generalOptionId: option.id,
      answer: option.answer,
      answerTranslations: option.answerTranslations,
      sortOrder: option.sortOrder,
      active: true,
    })),
  }));
}

async function presentResult(
  db: Database,
  tenant: Tenant,
  application: ApplicationRef,
): Promise<ScreeningResult> {
  const result = isResultCode(application.screeningResult) ? application.screeningResult : null;
  const requisition =
    result === null ? null : await findRequisitionRow(db, tenant.id, application.requisitionId);
  const message =
    result === SCREENING_RESULTS.qualified
      ? (requisition?.screenInMessage ?? null)
      : (requisition?.screenOutMessage ?? null);
  return {
    applicationId: application.id,
    hasQualified: result === null ? null : result === SCREENING_RESULTS.qualified,
    result,
    reqScreenValue: application.reqScreenValue,
    generalScreenValue: application.generalScreenValue,
    totalScreenValue: application.totalScreenValue,
    message,
  };
}

/**
 * Scores and keeps the answers of an application the caller has found for its candidate,
 * in the caller's transaction. A requisition without screening takes no answers and gives
 * no result (null).
 */
export async function recordScreening(
  tx: Database,
  tenant: Tenant,
  application: Pick<ApplicationRef, 'id' | 'candidateId' | 'requisitionId'>,
  answers: ScreeningAnswersInput,
): Promise<ScreeningResult> {
  const screening = await loadRequisitionScreening(tx, tenant.id, application.requisitionId);
  const owner = { tenantId: tenant.id, candidateId: application.candidateId };
  if (!screening) {
    const [first] = answers;
    if (first)
      throw appError('SCREENING_ANSWER_INVALID', {
        field: `generalQuestionsId:${first.generalQuestionsId}`,
      });
    return presentResult(tx, tenant, {
      ...application,
      reqScreenValue: 0,
      generalScreenValue: 0,
      totalScreenValue: 0,
      screeningResult: null,
    });
  }
  const scored = scoreScreening(screening, answers);
  // An attachment answer must be one of the candidate's own files (404 otherwise).
  for (const row of scored.rows) {
    if (row.attachmentId !== null) await findAttachment(tx, owner, row.attachmentId);
  }
  await storeScreening(
    tx,
    { ...owner, applicationId: application.id, requisitionId: application.requisitionId },
    scored.rows,
    scored,
  );
  return presentResult(tx, tenant, { ...application, ...scored, screeningResult: scored.result });
}

/** What follows a result in the same transaction (the assessments of a qualified candidate). */
export type AfterScreening = (
  tx: Database,
  application: { id: number; candidateId: number; requisitionId: number },
  result: ScreeningResult,
) => Promise<unknown>;

/**
 * `POST dynamic answer?applicationId`: the acting candidate's answers, once per application;
 * `after` runs with the result in the same transaction.
 */
export async function saveScreeningAnswers(
  db: Database,
  tenant: Tenant,
  owner: ScreeningOwner,
  applicationId: number,
  answers: ScreeningAnswersInput,
  after?: AfterScreening,
): Promise<ScreeningResult> {
  return transaction(db, async (tx) => {
    const application = await findOwnApplication(tx, owner, applicationId);
    if (
      application.screeningResult !== null ||
      (await hasScreeningAnswers(tx, tenant.id, application.id))
    ) {
      throw appError('SCREENING_ALREADY_ANSWERED');
    }
    const result = await recordScreening(tx, tenant, application, answers);
    if (after) await after(tx, application, result);
    return result;
  });
}

/** The acting candidate's screening result of their application. */
export async function findScreeningResult(
  db: Database,
  tenant: Tenant,
  owner: ScreeningOwner,
  applicationId: number,
): Promise<ScreeningResult> {
  return presentResult(db, tenant, await findOwnApplication(db, owner, applicationId));
}

/**
 * 450 qualified, 500 not qualified, null no result (no screening, or not answered yet): what
 * features acting on qualification ask (assessments are created only for 450, spec 2 §4).
 */
export async function screeningResultOf(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  applicationId: number,
): Promise<ScreeningResultCode | null> {
  const stored = await storedScreeningResult(db, tenant.id, applicationId);
  return isResultCode(stored) ? stored : null;
}

/**
 * Whether a requisition asks screening questions: without them a candidate qualifies for
 * what follows (assessments) with no result at all (spec 2 §4).
 */
export async function requisitionAsksScreening(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  requisitionId: number,
): Promise<boolean> {
  return (await loadRequisitionScreening(db, tenant.id, requisitionId)) !== null;
}
