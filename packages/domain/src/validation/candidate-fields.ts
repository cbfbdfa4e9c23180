/**
 * Candidate field rules shared by profile forms and the API (spec 1 §3, §5).
 */

/** Parsed phone numbers keep digits only; masks allow 9 to 14 digits. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 14;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Candidate id parsed as an integer; empty or invalid yields null (spec 1 §5). */
export function parseCandidateId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+\s*$/.test(value)) return null;
  const parsed = Number.parseInt(value, 10);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/**
 * Empty string values are removed before saving (arrays kept, spec 1 §3): a field sent as
 * '' leaves the stored value as it is.
 */
export function withoutEmptyStrings<T extends object>(record: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key in record) {
    const value = record[key];
    if (value !== '') result[key] = value;
  }
  return result;
}

/** A yyyy-mm-dd date that exists on the calendar. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
