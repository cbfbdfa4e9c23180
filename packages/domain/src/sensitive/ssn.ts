/**
 * Social security numbers (spec 2 §5 "SSN"): the rules the onboarding form and the HR-system
 * check share. An SSN is nine digits, written with or without the dashes (123-45-6789). The
 * number-range rules are the issuing rules since 2011: no area 000, 666 or 900–999, no group
 * 00 and no serial 0000. Answers show only its last four digits (`***-**-6789`).
 */

/** What is wrong with an SSN, in the order the rules are checked. */
export type SsnProblem = 'format' | 'area' | 'group' | 'serial';

const SSN_TEXT = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/;

/** The nine digits of an SSN written with or without dashes or spaces, or null. */
export function normalizeSsn(text: string): string | null {
  const match = SSN_TEXT.exec(text.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** The first rule the SSN breaks, or null when it may have been issued. */
export function ssnProblem(text: string, numberRules = true): SsnProblem | null {
  const digits = normalizeSsn(text);
  if (digits === null) return 'format';
  if (!numberRules) return null;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return 'area';
  if (digits.slice(3, 5) === '00') return 'group';
  if (digits.slice(5) === '0000') return 'serial';
  return null;
}

/** `***-**-6789`: only the last four digits; anything that is not an SSN shows none. */
export function maskSsn(text: string): string {
  const digits = normalizeSsn(text);
  return `***-**-${digits === null ? '****' : digits.slice(5)}`;
}

/**
 * A document number (passport, licence, card) with all but its last four characters hidden;
 * numbers of eight characters or fewer show only their last two, short ones none.
 */
export function maskDocumentNumber(text: string): string {
  const value = text.trim();
  const shown = value.length > 8 ? 4 : value.length > 4 ? 2 : 0;
  return `${'*'.repeat(value.length - shown)}${value.slice(value.length - shown)}`;
}

/** The two SSN fields of a form (ssn and ssn_confirm) name the same number. */
export function ssnsMatch(ssn: string, confirmation: string): boolean {
  const first = normalizeSsn(ssn);
  return first !== null && first === normalizeSsn(confirmation);
}

const comparable = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Spec 2 §5: the signature must equal the first plus the last name. Compared without case
 * and extra spaces, so "jane  DOE" signs for Jane Doe.
 */
export function signatureMatches(signature: string, firstName: string, lastName: string): boolean {
  const expected = comparable(`${firstName} ${lastName}`);
  return expected !== '' && comparable(signature) === expected;
}
