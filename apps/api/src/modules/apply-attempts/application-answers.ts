/**
 * What an application keeps of the apply forms for staff to read (issue 20): each form's
 * answers as text, in the stream's order. Grids are kept as the candidate's records instead
 * (attempt-answers.ts), screening answers as screening answers (attempt-screening.ts), and
 * password fields never reach an attempt (decision 0011).
 */
import type { AnswersByForm } from '@talentgate/domain';
import type { ApplicationAnswer } from '../../db/schema.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { isScreeningField } from '../screening/attempt-screening.js';

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? null : value.join(', ');
  }
  return null;
}

export function applicationAnswers(
  forms: readonly StreamFormRow[],
  answers: AnswersByForm,
): ApplicationAnswer[] {
  const kept: ApplicationAnswer[] = [];
  for (const form of forms) {
    for (const [field, value] of Object.entries(answers[String(form.applyFormId)] ?? {})) {
      // Screening answers are kept as screening answers, with the application's result.
      if (isScreeningField(form, field)) continue;
      const text = asText(value);
      if (text !== null) kept.push({ form: form.templateName, field, value: text });
    }
  }
  return kept;
}
