import { normalizeUname, unameProblem, UNAME_MESSAGES } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';

/** A username or e-mail checked by the uname rules (spec 1 §5), normalised; else 400 naming the field. */
export function checkedUname(value: string, field: string): string {
  const problem = unameProblem(value);
  if (problem) throw appError('VALIDATION_FAILED', { message: UNAME_MESSAGES[problem], field });
  return normalizeUname(value);
}
