/**
 * A tenant's screening as a screening file: what the file would have to say to produce the
 * tables as they are. Only values that differ from the defaults are written, so a file
 * reads as it was written. Questions a file no longer names stay (inactive), since answers
 * point to them.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type {
  ScreeningFile,
  ScreeningFileOption,
  ScreeningFileQuestion,
  ScreeningFileRequisition,
  ScreeningQuestionType,
} from '@talentgate/domain';
import { SCREENING_QUESTION_TYPES } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  requisitions,
  screeningGeneralOptions,
  screeningGeneralQuestions,
  screeningQuestionGroups,
  screeningRequisitionQuestions,
  screeningRequisitions,
} from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';

type OptionRow = typeof screeningGeneralOptions.$inferSelect;
type QuestionRow = typeof screeningGeneralQuestions.$inferSelect;

const sortedByKey = (labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

export const isQuestionType = (value: string): value is ScreeningQuestionType =>
  (SCREENING_QUESTION_TYPES as readonly string[]).includes(value);

function fileOption(row: OptionRow): ScreeningFileOption {
  return {
    key: row.key,
    answer: row.answer,
    ...(Object.keys(row.answerTranslations).length > 0
      ? { answerTranslations: sortedByKey(row.answerTranslations) }
      : {}),
    ...(row.active ? {} : { active: false }),
    ...(row.score === 0 ? {} : { score: row.score }),
    ...(row.knockout ? { knockout: true } : {}),
  };
}

function fileQuestion(row: QuestionRow, options: OptionRow[]): ScreeningFileQuestion {
  if (!isQuestionType(row.type)) throw new Error(`unknown question type ${row.type}`);
  const own = options.filter((option) => option.generalQuestionId === row.id);
  return {
    key: row.key,
    text: row.text,
    ...(Object.keys(row.textTranslations).length > 0
      ? { textTranslations: sortedByKey(row.textTranslations) }
      : {}),
    type: row.type,
    ...(row.active ? {} : { active: false }),
    ...(row.required ? { required: true } : {}),
    ...(own.length > 0 ? { options: own.map(fileOption) } : {}),
  };
}

async function exportRequisitions(
  db: Database,
  tenantId: number,
): Promise<ScreeningFileRequisition[]> {
  const settings = await db
    .select({
      requisitionId: screeningRequisitions.requisitionId,
      key: requisitions.externalKey,
      group: screeningQuestionGroups.key,
      minimumScore: screeningRequisitions.minimumScore,
    })
    .from(screeningRequisitions)
    .innerJoin(requisitions, eq(requisitions.id, screeningRequisitions.requisitionId))
    .leftJoin(
      screeningQuestionGroups,
      eq(screeningQuestionGroups.id, screeningRequisitions.questionGroupId),
    )
    .where(and(eq(screeningRequisitions.tenantId, tenantId), isNotNull(requisitions.externalKey)))
    .orderBy(asc(requisitions.externalKey));
  const questions = await db
    .select({
      requisitionId: screeningRequisitionQuestions.requisitionId,
      key: screeningGeneralQuestions.key,
      active: screeningRequisitionQuestions.active,
      required: screeningRequisitionQuestions.required,
      knockout: screeningRequisitionQuestions.knockoutOptionKeys,
    })
    .from(screeningRequisitionQuestions)
    .innerJoin(
      screeningGeneralQuestions,
      eq(screeningGeneralQuestions.id, screeningRequisitionQuestions.generalQuestionId),
    )
    .where(eq(screeningRequisitionQuestions.tenantId, tenantId))
    .orderBy(asc(screeningRequisitionQuestions.sortOrder));
  return settings.map((setting) => ({
    requisition: setting.key ?? '',
    ...(setting.group === null ? {} : { questionGroup: setting.group }),
    questions: questions
      .filter((question) => question.requisitionId === setting.requisitionId)
      .map((question) => ({
        question: question.key,
        ...(question.active ? {} : { active: false }),
        ...(question.required ? { required: true } : {}),
        ...(question.knockout.length > 0 ? { knockout: question.knockout } : {}),
      })),
    ...(setting.minimumScore === 0 ? {} : { passRule: { minimumScore: setting.minimumScore } }),
  }));
}

export async function exportScreening(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
): Promise<ScreeningFile> {
  const groups = await db
    .select()
    .from(screeningQuestionGroups)
    .where(eq(screeningQuestionGroups.tenantId, tenant.id))
    .orderBy(asc(screeningQuestionGroups.sortOrder));
  const questions = await db
    .select()
    .from(screeningGeneralQuestions)
    .where(eq(screeningGeneralQuestions.tenantId, tenant.id))
    .orderBy(asc(screeningGeneralQuestions.sortOrder));
  const options = await db
    .select()
    .from(screeningGeneralOptions)
    .where(eq(screeningGeneralOptions.tenantId, tenant.id))
    .orderBy(asc(screeningGeneralOptions.sortOrder));
  return {
    version: 1,
    questionGroups: groups.map((group) => ({
      key: group.key,
      name: group.name,
      ...(group.active ? {} : { active: false }),
      questions: questions
        .filter((question) => question.questionGroupId === group.id)
        .map((question) => fileQuestion(question, options)),
    })),
    requisitions: await exportRequisitions(db, tenant.id),
  };
}
