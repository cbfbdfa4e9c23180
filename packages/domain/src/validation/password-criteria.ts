/**
 * Password criteria the web lists as met or unmet under a new password. The length rule and
 * the pattern rule always apply; a tenant may add the others (tenant settings
 * `passwordCriteria`), and the API enforces the same list.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';

/** Fewer different characters than this is a pattern, however long (`aaaaaaaaaaaa`, `abababab`). */
const MIN_DISTINCT_CHARACTERS = 4;

/** One short block typed again and again: `abcdabcd`, `12341234`. */
function isRepeatedBlock(characters: readonly string[]): boolean {
  for (let size = 1; size <= characters.length / 2; size += 1) {
    if (characters.length % size !== 0) continue;
    if (characters.every((character, index) => character === characters[index % size])) return true;
  }
  return false;
}

const NUMBER_ROW = '1234567890';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Each character the one after (or before) the last on the number row or in the alphabet,
 * going round: `abcdefgh`, `98765432`, `123456789012`.
 */
function isSequence(characters: readonly string[]): boolean {
  const lower = characters.map((character) => character.toLowerCase());
  const row = lower.every((character) => NUMBER_ROW.includes(character))
    ? NUMBER_ROW
    : lower.every((character) => ALPHABET.includes(character))
      ? ALPHABET
      : null;
  if (row === null) return false;
  const positions = lower.map((character) => row.indexOf(character));
  const stepOf = (index: number) =>
    ((positions[index] ?? 0) - (positions[index - 1] ?? 0) + row.length) % row.length;
  const step = stepOf(1);
  return (
    (step === 1 || step === row.length - 1) &&
    positions.every((_, index) => index === 0 || stepOf(index) === step)
  );
}

/** A password that is one character, one block or one run repeated: guessed at once. */
export function isPatternPassword(password: string): boolean {
  const characters = [...password];
  return (
    new Set(characters).size < MIN_DISTINCT_CHARACTERS ||
    isRepeatedBlock(characters) ||
    isSequence(characters)
  );
}

export const PASSWORD_CRITERIA = {
  length: {
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    test: (password: string) => {
      const length = [...password].length;
      return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
    },
  },
  pattern: {
    label: 'Not one repeated or sequential pattern (like aaaa or 1234)',
    test: (password: string) => !isPatternPassword(password),
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

/** The rules every password meets, whatever the tenant adds. */
export const ALWAYS_APPLIED_CRITERIA: readonly PasswordCriterionId[] = ['length', 'pattern'];

/** The tenant's criteria, always starting with the length and pattern rules. */
export function criteriaFor(extra: readonly string[]): PasswordCriterionId[] {
  const ids: PasswordCriterionId[] = [...ALWAYS_APPLIED_CRITERIA];
  for (const id of extra) if (isPasswordCriterionId(id) && !ids.includes(id)) ids.push(id);
  return ids;
}

export function unmetCriteria(
  password: string,
  ids: readonly PasswordCriterionId[],
): PasswordCriterionId[] {
  return ids.filter((id) => !PASSWORD_CRITERIA[id].test(password));
}
