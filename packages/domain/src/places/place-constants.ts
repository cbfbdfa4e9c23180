/** Limits of the place and postal-code look-ups (issue 4: "Bad input"). */

/** Place autocomplete answers nothing (not an error) below this many characters. */
export const PLACE_QUERY_MIN_LENGTH = 2;

/** Longest place or postal-code query accepted; longer ones are refused with 400. */
export const PLACE_QUERY_MAX_LENGTH = 100;

/** Most suggestions one autocomplete answer carries, and the default. */
export const PLACE_SUGGESTIONS_MAX = 10;
export const PLACE_SUGGESTIONS_DEFAULT = 8;

/**
 * A postal code as any country writes one: 1 to 10 letters, digits, spaces or hyphens,
 * starting and ending with a letter or digit ("75201", "K1A 0B1", "01000-000", "SW1A 1AA").
 */
export const POSTAL_CODE_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?$';

const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN);

export function isWellFormedPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value.trim());
}

/** The form postal codes are compared in: upper case, without spaces or hyphens. */
export function postalCodeKey(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}
