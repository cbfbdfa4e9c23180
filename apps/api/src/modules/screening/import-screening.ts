/**
 * Imports a tenant's screening file in one transaction (a failed import changes nothing).
 * Groups, general questions and options are matched by key and updated in place, so their
 * ids (which answers point to) stay; ones the file no longer names are deactivated rather
 * than deleted, as the spec's activate/deactivate pairs do. A requisition named in the file
 * gets exactly the file's requisition questions and pass rule.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { ScreeningFile, ScreeningFileQuestion } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  requisitions,
  screeningGeneralOptions,
  screeningGeneralQuestions,
  screeningQuestionGroups,
  screeningRequisitionQuestions,
  screeningRequisitions,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { ScreeningFileError } from './screening-file.js';

export interface ScreeningImportSummary {
  questionGroups: number;
  questions: number;
  requisitions: number;
}

async function upsertOptions(
  tx: Database,
  tenantId: number,
  questionId: number,
  question: ScreeningFileQuestion,
) {
  const options = question.options ?? [];
  const keys = options.map((option) => option.key);
  await tx
    .update(screeningGeneralOptions)
    .set({ active: false, updatedAt: new Date() })
    .where(
      and(
        eq(screeningGeneralOptions.generalQuestionId, questionId),
        keys.length > 0 ? notInArray(screeningGeneralOptions.key, keys) : undefined,
      ),
    );
  for (const [index, option] of options.entries()) {
    const values = {
      answer: option.answer,
      answerTranslations: option.answerTranslations ?? {},
      active: option.active ?? true,
      sortOrder: index + 1,
      score: option.score ?? 0,
      knockout: option.knockout ?? false,
      updatedAt: new Date(),
    };
    await tx
      .insert(screeningGeneralOptions)
      .values({ tenantId, generalQuestionId: questionId, key: option.key, ...values })
      .onConflictDoUpdate({
        target: [screeningGeneralOptions.generalQuestionId, screeningGeneralOptions.key],
        set: values,
      });
  }
}

async function importGroups(tx: Database, tenantId: number, file: ScreeningFile) {
  const groupIds = new Map<string, number>();
  const questionIds = new Map<string, number>();
  // Everything starts inactive; what the file names is switched back on below.
  await tx
    .update(screeningQuestionGroups)
    .set({ active: false })
    .where(eq(screeningQuestionGroups.tenantId, tenantId));
  await tx
    .update(screeningGeneralQuestions)
    .set({ active: false })
    .where(eq(screeningGeneralQuestions.tenantId, tenantId));
  for (const [groupIndex, group] of file.questionGroups.entries()) {
    const values = {
      name: group.name,
      active: group.active ?? true,
      sortOrder: groupIndex + 1,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(screeningQuestionGroups)
      .values({ tenantId, key: group.key, ...values })
      .onConflictDoUpdate({
        target: [screeningQuestionGroups.tenantId, screeningQuestionGroups.key],
        set: values,
      })
      .returning({ id: screeningQuestionGroups.id });
    if (!row) throw new Error(`question group ${group.key} not saved`);
    groupIds.set(group.key, row.id);
    for (const [questionIndex, question] of group.questions.entries()) {
      const questionValues = {
        questionGroupId: row.id,
        text: question.text,
        textTranslations: question.textTranslations ?? {},
        type: question.type,
        active: question.active ?? true,
        required: question.required ?? false,
        sortOrder: questionIndex + 1,
        updatedAt: new Date(),
      };
      const [saved] = await tx
        .insert(screeningGeneralQuestions)
        .values({ tenantId, key: question.key, ...questionValues })
        .onConflictDoUpdate({
          target: [screeningGeneralQuestions.tenantId, screeningGeneralQuestions.key],
          set: questionValues,
        })
        .returning({ id: screeningGeneralQuestions.id });
      if (!saved) throw new Error(`question ${question.key} not saved`);
      questionIds.set(question.key, saved.id);
      await upsertOptions(tx, tenantId, saved.id, question);
    }
  }
  return { groupIds, questionIds };
}

async function requisitionIdsByKey(tx: Database, tenantId: number, file: ScreeningFile) {
  const keys = file.requisitions.map((requisition) => requisition.requisition);
  const rows =
    keys.length === 0
      ? []
      : await tx
          .select({ id: requisitions.id, key: requisitions.externalKey })
          .from(requisitions)
          .where(and(eq(requisitions.tenantId, tenantId), inArray(requisitions.externalKey, keys)));
  const ids = new Map(
    rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.id] as const])),
  );
  const missing = keys.flatMap((key, index) =>
    ids.has(key)
      ? []
      : [`requisitions/${index}/requisition: the tenant has no requisition "${key}"`],
  );
  if (missing.length > 0) throw new ScreeningFileError(missing);
  return ids;
}

export async function importScreening(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  file: ScreeningFile,
): Promise<ScreeningImportSummary> {
  return transaction(db, async (tx) => {
    const requisitionIds = await requisitionIdsByKey(tx, tenant.id, file);
    const { groupIds, questionIds } = await importGroups(tx, tenant.id, file);
    for (const screening of file.requisitions) {
      const requisitionId = requisitionIds.get(screening.requisition);
      if (requisitionId === undefined) continue;
      const values = {
        questionGroupId:
          screening.questionGroup === undefined
            ? null
            : (groupIds.get(screening.questionGroup) ?? null),
        minimumScore: screening.passRule?.minimumScore ?? 0,
        updatedAt: new Date(),
      };
      await tx
        .insert(screeningRequisitions)
        .values({ tenantId: tenant.id, requisitionId, ...values })
        .onConflictDoUpdate({ target: screeningRequisitions.requisitionId, set: values });
      await tx
        .delete(screeningRequisitionQuestions)
        .where(eq(screeningRequisitionQuestions.requisitionId, requisitionId));
      const rows = screening.questions.flatMap((question, index) => {
        const generalQuestionId = questionIds.get(question.question);
        if (generalQuestionId === undefined) return [];
        return [
          {
            tenantId: tenant.id,
            requisitionId,
            generalQuestionId,
            active: question.active ?? true,
            required: question.required ?? false,
            sortOrder: index + 1,
            knockoutOptionKeys: question.knockout ?? [],
          },
        ];
      });
      if (rows.length > 0) await tx.insert(screeningRequisitionQuestions).values(rows);
    }
    return {
      questionGroups: groupIds.size,
      questions: questionIds.size,
      requisitions: file.requisitions.length,
    };
  });
}
