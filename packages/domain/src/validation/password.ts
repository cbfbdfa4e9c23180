/**
 * Password policy (ASVS 5.0 §6.2): at least 8 characters, at least 64 allowed (we allow
 * 128), and no password from a list of the most common ones (checked by the API, which
 * holds the list). Tenants may add criteria that the web shows as a met/unmet list.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common. Please choose another.',
};

/** The length rules; the common-password rule needs the server's list. */
export function passwordLengthProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}
