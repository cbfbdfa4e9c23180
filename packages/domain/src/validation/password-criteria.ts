/**
 * Password criteria the web lists as met or unmet under a new password. The length rule
 * always applies; a tenant may add the others (tenant settings `passwordCriteria`), and the
 * API enforces the same list.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';

export const PASSWORD_CRITERIA = {
  length: {
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    test: (password: string) => {
      const length = [...password].length;
      return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
    },
  },
  lowercase: { label: 'A lowercase letter', test: (password: string) => /\p{Ll}/u.test(password) },
  uppercase: { label: 'An uppercase letter', test: (password: string) => /\p{Lu}/u.test(password) },
  digit: { label: 'A number', test: (password: string) => /\p{Nd}/u.test(password) },
  symbol: { label: 'A symbol', test: (password: string) => /[^\p{L}\p{Nd}\s]/u.test(password) },
} as const;

export type PasswordCriterionId = keyof typeof PASSWORD_CRITERIA;

export function isPasswordCriterionId(value: string): value is PasswordCriterionId {
  return Object.hasOwn(PASSWORD_CRITERIA, value);
}

export const PASSWORD_CRITERION_IDS: PasswordCriterionId[] =
  Object.keys(PASSWORD_CRITERIA).filter(isPasswordCriterionId);

/** The tenant's criteria, always starting with the length rule. */
export function criteriaFor(extra: readonly string[]): PasswordCriterionId[] {
  const ids: PasswordCriterionId[] = ['length'];
  for (const id of extra) if (isPasswordCriterionId(id) && !ids.includes(id)) ids.push(id);
  return ids;
}

export function unmetCriteria(
  password: string,
  ids: readonly PasswordCriterionId[],
): PasswordCriterionId[] {
  return ids.filter((id) => !PASSWORD_CRITERIA[id].test(password));
}
