/**
 * The screening step of an apply stream (a form field of the `screening` widget): at the
 * final submit its answers are scored with the new application, in the same transaction, so
 * a refused answer (a required question left open) leaves no application behind.
 */
import {
  decodeScreeningAnswers,
  type AnswersByForm,
  type CompletedAttempt,
  type ScreeningAnswersInput,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { recordScreening } from './screening-service.js';

export const isScreeningField = (form: StreamFormRow, name: string) =>
  form.config.formMetaData.fields.some(
    (field) => field.name === name && field.widget === 'screening',
  );

/** The screening step's answers; null when the stream has no screening step. */
function attemptScreeningAnswers(
  forms: readonly StreamFormRow[],
  answers: AnswersByForm,
): ScreeningAnswersInput | null {
  let found: ScreeningAnswersInput | null = null;
  for (const form of forms) {
    for (const field of form.config.formMetaData.fields) {
      if (field.widget !== 'screening') continue;
      const value = answers[String(form.applyFormId)]?.[field.name];
      const decoded = decodeScreeningAnswers(Array.isArray(value) ? value : []);
      if (decoded === null) throw appError('SCREENING_ANSWER_INVALID', { field: field.name });
      found = [...(found ?? []), ...decoded];
    }
  }
  return found;
}

export async function screenAttemptApplication(
  tx: Database,
  tenant: Tenant,
  application: { id: number; candidateId: number; requisitionId: number },
  forms: readonly StreamFormRow[],
  answers: AnswersByForm,
): Promise<CompletedAttempt['screening']> {
  const given = attemptScreeningAnswers(forms, answers);
  if (given === null) return undefined;
  const { result, message } = await recordScreening(tx, tenant, application, given);
  return { result, message };
}
