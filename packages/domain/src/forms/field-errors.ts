/**
 * Field-level errors of a form submission, with the codes and messages of spec 2 §5:
 * '<title> is required.' (302), '<title> is too long, maximum {N chars}.' (201),
 * '<title> is invalid.' (202), and the e-mail, date and grid messages.
 */
import { UNAME_MAX_LENGTH, UNAME_MESSAGES } from '../validation/uname.js';
import { FIELD_ERROR_CODES, type FieldErrorCode } from './vocabulary.js';

export interface FieldError {
  /** The field's path in the submitted data: `firstName`, `education.0.institution`. */
  field: string;
  code: FieldErrorCode;
  message: string;
}

export const FIELD_MESSAGES = {
  required: (title: string) => `${title} is required.`,
  tooLong: (title: string, maxLength: number) =>
    `${title} is too long, maximum ${maxLength} chars.`,
  invalid: (title: string) => `${title} is invalid.`,
  /** Spec 2 §5 e-mail messages: 'User Name / Email is too long, maximum {75 chars}'. */
  emailTooLong: (title: string) => `${title} is too long, maximum ${UNAME_MAX_LENGTH} chars`,
  emailInvalid: UNAME_MESSAGES.invalid,
  dateInvalid: 'Enter valid date.',
  gridMinimum: (count: number) => `The minimum number of records permitted is ${count}.`,
  gridMaximum: (count: number) => `The maximum number of records permitted is ${count}.`,
} as const;

export const requiredError = (field: string, title: string): FieldError => ({
  field,
  code: FIELD_ERROR_CODES.required,
  message: FIELD_MESSAGES.required(title),
});

export const tooLongError = (field: string, message: string): FieldError => ({
  field,
  code: FIELD_ERROR_CODES.tooLong,
  message,
});

export const invalidError = (field: string, message: string): FieldError => ({
  field,
  code: FIELD_ERROR_CODES.invalid,
  message,
});

/** Required outranks too long, which outranks invalid: a field shows its first problem. */
const RANK: Record<FieldErrorCode, number> = { 302: 0, 201: 1, 202: 2 };

/** One error per field, the highest-ranked, in the order fields first failed. */
export function firstErrorPerField(errors: readonly FieldError[]): FieldError[] {
  const chosen = new Map<string, FieldError>();
  for (const error of errors) {
    const current = chosen.get(error.field);
    if (!current || RANK[error.code] < RANK[current.code]) chosen.set(error.field, error);
  }
  return [...chosen.values()];
}
