/**
 * The text shown for a field error. The shared validation writes the spec's English messages
 * ('<title> is required.' 302, '<title> is too long, maximum {N chars}.' 201, '<title> is
 * invalid.' 202, and the e-mail, date and grid ones); English pages show them exactly as
 * written, other languages show the same message translated, with the field's own title.
 * A message written by the form's author (a grid's messageOnMinCount) is shown as written.
 */
import { FIELD_ERROR_CODES, FIELD_MESSAGES, type FieldError } from '@talentgate/domain';

export interface FieldMessageTexts {
  required(title: string): string;
  tooLong(title: string, maximum: number): string;
  invalid(title: string): string;
  emailInvalid(): string;
  emailTooLong(title: string): string;
  dateInvalid(): string;
  gridMinimum(count: number): string;
  gridMaximum(count: number): string;
}

const countIn = (pattern: RegExp, message: string): number | null => {
  const match = pattern.exec(message);
  return match ? Number(match[1]) : null;
};

const GRID_MINIMUM = /^The minimum number of records permitted is (\d+)\.$/;
const GRID_MAXIMUM = /^The maximum number of records permitted is (\d+)\.$/;
const TOO_LONG = / is too long, maximum (\d+) chars\.$/;

/**
 * @param englishTitle the title the validation wrote the message with
 * @param texts translated messages, or null on English pages (the message as written)
 */
export function fieldErrorText(
  error: FieldError,
  englishTitle: string,
  localTitle: string,
  texts: FieldMessageTexts | null,
): string {
  if (texts === null) return error.message;
  const { message } = error;
  if (message === FIELD_MESSAGES.required(englishTitle)) return texts.required(localTitle);
  if (message === FIELD_MESSAGES.emailInvalid) return texts.emailInvalid();
  if (message === FIELD_MESSAGES.emailTooLong(englishTitle)) return texts.emailTooLong(localTitle);
  if (message === FIELD_MESSAGES.dateInvalid) return texts.dateInvalid();
  if (message === FIELD_MESSAGES.invalid(englishTitle)) return texts.invalid(localTitle);
  const minimum = countIn(GRID_MINIMUM, message);
  if (minimum !== null) return texts.gridMinimum(minimum);
  const maximum = countIn(GRID_MAXIMUM, message);
  if (maximum !== null) return texts.gridMaximum(maximum);
  const tooLong = error.code === FIELD_ERROR_CODES.tooLong ? countIn(TOO_LONG, message) : null;
  if (tooLong !== null) return texts.tooLong(localTitle, tooLong);
  return message;
}
