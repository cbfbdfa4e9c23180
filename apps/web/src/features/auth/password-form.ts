import { criteriaFor, unmetCriteria } from '@talentgate/domain';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordProblems {
  currentPassword: 'required' | null;
  newPassword: 'criteria' | null;
  confirmPassword: 'required' | 'mismatch' | null;
}

/** The new password must meet every criterion and be typed twice; a change needs the current. */
export function validatePasswordForm(
  values: PasswordValues,
  tenantCriteria: readonly string[],
  needsCurrent: boolean,
): PasswordProblems {
  const unmet = unmetCriteria(values.newPassword, criteriaFor(tenantCriteria));
  let confirmPassword: PasswordProblems['confirmPassword'] = null;
  if (values.confirmPassword === '') confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) confirmPassword = 'mismatch';
  return {
    currentPassword: needsCurrent && values.currentPassword === '' ? 'required' : null,
    newPassword: unmet.length > 0 ? 'criteria' : null,
    confirmPassword,
  };
}

export function isPasswordFormValid(problems: PasswordProblems): boolean {
  return Object.values(problems).every((problem) => problem === null);
}
