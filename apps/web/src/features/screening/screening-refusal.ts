/**
 * The final submit's refusal of a screening step's answers, as an error of the step's field:
 * 400 SCREENING_ANSWER_REQUIRED (a question became required after the step loaded its
 * questions) or SCREENING_ANSWER_INVALID (an answered question changed). The step shows it
 * above its questions, in the page language, and the form keeps every answer; a notification
 * alone would leave the candidate guessing which step to look at.
 */
import {
  DEFAULT_LANGUAGE,
  FIELD_ERROR_CODES,
  type FieldError,
  type StreamFormMetadata,
} from '@talentgate/domain';
import { isApiError } from '../../lib/api-error';

export type ScreeningRefusalKind = 'required' | 'invalid';

/** Every job's questions are asked again after a refusal: the step draws what is true now. */
export const SCREENING_QUESTIONS_KEY = ['screening-questions'] as const;

export function screeningRefusalKind(error: unknown): ScreeningRefusalKind | null {
  if (!isApiError(error)) return null;
  if (error.code === 'SCREENING_ANSWER_REQUIRED') return 'required';
  if (error.code === 'SCREENING_ANSWER_INVALID') return 'invalid';
  return null;
}

/**
 * The message: the error catalogue's own on English pages (as every API error there), its
 * translation in the apply engine's texts otherwise.
 * @param t the apply engine namespace's translate function
 */
export function refusalMessage(
  kind: ScreeningRefusalKind,
  apiMessage: string,
  language: string,
  t: (key: 'screening.refused.required' | 'screening.refused.invalid') => string,
): string {
  if (language === DEFAULT_LANGUAGE && apiMessage !== '') return apiMessage;
  return t(kind === 'required' ? 'screening.refused.required' : 'screening.refused.invalid');
}

/**
 * The refusal as the screening field's error; null for another failure, or when none of
 * `forms` (the flow's visible ones) has a screening step to show it on.
 * @param text the message in the page language
 */
export function screeningRefusal(
  error: unknown,
  forms: readonly StreamFormMetadata[],
  text: (kind: ScreeningRefusalKind, apiMessage: string) => string,
): FieldError | null {
  const kind = screeningRefusalKind(error);
  if (kind === null || !isApiError(error)) return null;
  const field = forms
    .flatMap((form) => form.formMetaData.fields)
    .find((candidate) => candidate.widget === 'screening');
  if (!field) return null;
  return {
    field: field.name,
    code: kind === 'required' ? FIELD_ERROR_CODES.required : FIELD_ERROR_CODES.invalid,
    message: text(kind, error.message),
  };
}
