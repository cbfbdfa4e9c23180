/**
 * Language codes and their numeric ids (spec 2 §3 "Language: language, languageCodeId"; the
 * candidate's languageCodeId, spec 1 §3). The id is computed from the code, so every code a
 * tenant can offer has one, ids never change, and no table has to be kept in step:
 * a two-letter code `xy` is `26·x + y + 1` (letters counted from a = 0), 1 to 676; a regional
 * code `xy-zw` adds `676·(26·z + w + 1)`.
 */
const LANGUAGE_CODE = /^([a-z]{2})(?:-([a-z]{2}))?$/;
const LETTERS = 26;
const BASE_CODES = LETTERS * LETTERS;

function pairIndex(pair: string): number {
  return (pair.charCodeAt(0) - 97) * LETTERS + (pair.charCodeAt(1) - 97);
}

function pairOf(index: number): string {
  return String.fromCharCode(97 + Math.floor(index / LETTERS), 97 + (index % LETTERS));
}

/** The id of a code such as `es` or `pt-br` (case-insensitive), or null for anything else. */
export function languageCodeId(language: string): number | null {
  const match = LANGUAGE_CODE.exec(language.toLowerCase());
  if (!match) return null;
  const [, base = '', region] = match;
  const regionPart = region === undefined ? 0 : (pairIndex(region) + 1) * BASE_CODES;
  return regionPart + pairIndex(base) + 1;
}

/** The code of an id made by languageCodeId, or null when no code has that id. */
export function languageOfCodeId(id: number): string | null {
  if (!Number.isSafeInteger(id) || id < 1 || id > BASE_CODES * (BASE_CODES + 1)) return null;
  const zeroBased = id - 1;
  const base = pairOf(zeroBased % BASE_CODES);
  const region = Math.floor(zeroBased / BASE_CODES);
  return region === 0 ? base : `${base}-${pairOf(region - 1)}`;
}
