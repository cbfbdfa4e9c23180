/**
 * The username (the e-mail used to sign in) rules of spec 1 §5, used by the sign-in and
 * profile forms and by the API. Values are checked after normalisation (trimmed and
 * lower-cased), because that is the form in which they are stored and compared.
 */

export const UNAME_MAX_LENGTH = 75;
export const UNAME_LOCAL_MAX_LENGTH = 30;

export const UNAME_MESSAGES = {
  required: 'User Name / Email is required.',
  invalid: 'Invalid email address.',
  tooLong: 'User Name / Email is too long, maximum 75 chars',
} as const;

export type UnameProblem = keyof typeof UNAME_MESSAGES;

/** Trailing (and leading) whitespace is trimmed; usernames are stored lower-cased. */
export function normalizeUname(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Local part: 1-30 of letters, digits and + _ . ' -, not starting or ending with a dot,
 * without consecutive dots or '++'. Then @, a domain, and a suffix of 2+ lowercase letters.
 */
const UNAME_PATTERN =
  /^(?!\.)(?!.*\.\.)(?!.*\+\+)[A-Za-z0-9+_.'-]{1,30}(?<!\.)@[A-Za-z0-9.-]+\.[a-z]{2,}$/;

/** The extra check of spec 1 §5. An empty value passes it (the required rule covers that). */
export function passesUnameExtraCheck(value: string): boolean {
  if (value === '') return true;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if ((local.match(/'/g) ?? []).length > 1) return false;
  if (local.length === 1 && ['+', '-', '_', "'"].includes(local)) return false;
  if (domain.startsWith('.') || domain.startsWith('-')) return false;
  return domain
    .split('.')
    .every((label) => label !== '' && !label.startsWith('-') && !label.endsWith('-'));
}

/** The first problem with a username, or null when it is valid. Checks the normalised value. */
export function unameProblem(value: string): UnameProblem | null {
  const uname = normalizeUname(value);
  if (uname === '') return 'required';
  if (uname.length > UNAME_MAX_LENGTH) return 'tooLong';
  if (!UNAME_PATTERN.test(uname) || !passesUnameExtraCheck(uname)) return 'invalid';
  return null;
}

export function isValidUname(value: string): boolean {
  return unameProblem(value) === null;
}
