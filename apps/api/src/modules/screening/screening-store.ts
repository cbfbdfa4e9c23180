/**
 * Reads and writes of screening, always within one tenant: the questions a requisition
 * asks (with the scoring the candidate never sees), the answers of an application, and the
 * screen values and result kept on the application.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  screeningAnswers,
  screeningGeneralOptions,
  screeningGeneralQuestions,
  screeningRequisitionQuestions,
  screeningRequisitions,
} from '../../db/schema.js';
import type { AskedQuestion, RequisitionScreening } from './score-screening.js';
import { isQuestionType } from './export-screening.js';

async function optionsOf(db: Database, tenantId: number, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(screeningGeneralOptions)
    .where(
      and(
        eq(screeningGeneralOptions.tenantId, tenantId),
        inArray(screeningGeneralOptions.generalQuestionId, questionIds),
      ),
    )
    .orderBy(asc(screeningGeneralOptions.sortOrder));
}

/**
 * What the requisition asks, in order: its question group's active general questions, then
 * its own active requisition questions (which replace a general question they repeat).
 * Null when it has no screening or asks nothing.
 */
export async function loadRequisitionScreening(
  db: Database,
  tenantId: number,
  requisitionId: number,
): Promise<RequisitionScreening | null> {
  const [setting] = await db
    .select()
    .from(screeningRequisitions)
    .where(
      and(
        eq(screeningRequisitions.tenantId, tenantId),
        eq(screeningRequisitions.requisitionId, requisitionId),
      ),
    )
    .limit(1);
  if (!setting) return null;
  const general =
    setting.questionGroupId === null
      ? []
      : await db
          .select()
          .from(screeningGeneralQuestions)
          .where(
            and(
              eq(screeningGeneralQuestions.tenantId, tenantId),
              eq(screeningGeneralQuestions.questionGroupId, setting.questionGroupId),
              eq(screeningGeneralQuestions.active, true),
            ),
          )
          .orderBy(asc(screeningGeneralQuestions.sortOrder));
  const own = await db
    .select({ question: screeningGeneralQuestions, link: screeningRequisitionQuestions })
    .from(screeningRequisitionQuestions)
    .innerJoin(
      screeningGeneralQuestions,
      eq(screeningGeneralQuestions.id, screeningRequisitionQuestions.generalQuestionId),
    )
    .where(
      and(
        eq(screeningRequisitionQuestions.tenantId, tenantId),
        eq(screeningRequisitionQuestions.requisitionId, requisitionId),
        eq(screeningRequisitionQuestions.active, true),
      ),
    )
    .orderBy(asc(screeningRequisitionQuestions.sortOrder));
  const ownIds = new Set(own.map(({ question }) => question.id));
  const rows = [
    ...general
      .filter((question) => !ownIds.has(question.id))
      .map((question) => ({ question, link: null })),
    ...own,
  ];
  if (rows.length === 0) return null;
  const options = await optionsOf(
    db,
    tenantId,
    rows.map(({ question }) => question.id),
  );
  const questions: AskedQuestion[] = rows.flatMap(({ question, link }, index) => {
    if (!isQuestionType(question.type)) return [];
    const knockoutKeys = new Set(link?.knockoutOptionKeys ?? []);
    return [
      {
        id: question.id,
        questionGroupId: question.questionGroupId,
        text: question.text,
        textTranslations: question.textTranslations,
        type: question.type,
        required: link ? link.required : question.required,
        sortOrder: index + 1,
        source: link ? 'requisition' : 'general',
        options: options
          .filter((option) => option.generalQuestionId === question.id && option.active)
          .map((option) => ({
            id: option.id,
            answer: option.answer,
            answerTranslations: option.answerTranslations,
            sortOrder: option.sortOrder,
            score: option.score,
            knockout: option.knockout || knockoutKeys.has(option.key),
          })),
      },
    ];
  });
  return { minimumScore: setting.minimumScore, questions };
}

export interface AnswerRow {
  generalQuestionId: number;
  generalOptionId: number | null;
  answer: string | null;
  attachmentId: number | null;
}

export interface ScoredApplication {
  tenantId: number;
  candidateId: number;
  applicationId: number;
  requisitionId: number;
}

export async function hasScreeningAnswers(db: Database, tenantId: number, applicationId: number) {
  const [row] = await db
    .select({ id: screeningAnswers.id })
    .from(screeningAnswers)
    .where(
      and(
        eq(screeningAnswers.tenantId, tenantId),
        eq(screeningAnswers.applicationId, applicationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Keeps the answers and the screen values and result on the application. */
export async function storeScreening(
  db: Database,
  application: ScoredApplication,
  answers: readonly AnswerRow[],
  values: {
    reqScreenValue: number;
    generalScreenValue: number;
    totalScreenValue: number;
    result: number | null;
  },
): Promise<void> {
  if (answers.length > 0) {
    await db.insert(screeningAnswers).values(
      answers.map((answer) => ({
        tenantId: application.tenantId,
        candidateId: application.candidateId,
        applicationId: application.applicationId,
        requisitionId: application.requisitionId,
        ...answer,
      })),
    );
  }
  await db
    .update(applications)
    .set({
      reqScreenValue: values.reqScreenValue,
      generalScreenValue: values.generalScreenValue,
      totalScreenValue: values.totalScreenValue,
      screeningResult: values.result,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applications.tenantId, application.tenantId),
        eq(applications.id, application.applicationId),
      ),
    );
}

/** The application's stored screening result code, within the tenant; null for none. */
export async function storedScreeningResult(
  db: Database,
  tenantId: number,
  applicationId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ result: applications.screeningResult })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)))
    .limit(1);
  return row?.result ?? null;
}
