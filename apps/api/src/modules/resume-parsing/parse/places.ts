/**
 * Whether a piece of an entry's header is a place ("San Francisco, CA", "Derby", "Atlanta,
 * Georgia, United States", "Remote"), so that a city is never taken for the employer. Names
 * come from the places module's bundled data (GeoNames cities of 1000+ people, countries,
 * first-level divisions), read once on first use.
 */
import { readWorldCities } from '../../places/read-world-cities.js';
import { referenceData } from '../../places/reference-data.js';
import { TITLE_WORDS, fold } from './vocabulary.js';

interface PlaceNames {
  /** Folded city name → largest population of a city of that name. */
  cities: Map<string, number>;
  /** Folded names and codes of countries and their divisions. */
  regions: Set<string>;
}

/** A city named alone counts as a place from this many people up ("Bray", not "Box"). */
const LONE_CITY_POPULATION = 15_000;

/** Abbreviations people write that the data sets do not hold. */
const REGION_ABBREVIATIONS = [
  'uk',
  'usa',
  'us',
  'u.s.',
  'u.s.a.',
  'uae',
  'nsw',
  'vic',
  'qld',
  'wa',
  'sa',
  'tas',
  'act',
  'nt',
  'bc',
  'on',
  'qc',
  'ab',
  'mb',
  'sk',
  'ns',
  'nb',
  'nl',
  'pei',
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'cdmx',
  'd.c.',
  'dc',
  'remote',
  'hybrid',
  'teletrabajo',
  'teletravail',
];
const LOOSE_PLACE =
  /^(co\.? \p{L}+|county \p{L}+|greater \p{L}+( area)?|[\p{L} ]+ area|remote|hybrid|\d{4,5} [\p{L} -]+|[\p{L} -]+ \d{4,5})$/u;

let names: PlaceNames | undefined;

function placeNames(): PlaceNames {
  if (names) return names;
  const cities = new Map<string, number>();
  for (const city of readWorldCities()) {
    const key = fold(city.name);
    if ((cities.get(key) ?? -1) < city.population) cities.set(key, city.population);
  }
  const reference = referenceData();
  const regions = new Set<string>(REGION_ABBREVIATIONS);
  for (const [code, name] of reference.countries) regions.add(fold(code)).add(fold(name));
  for (const division of reference.divisions.values()) regions.add(fold(division.name));
  for (const [code, name] of reference.usStates) regions.add(fold(code)).add(fold(name));
  names = { cities, regions };
  return names;
}

const clean = (text: string) => fold(text).replace(/[()]/g, '').replace(/\s+/g, ' ').trim();

/** "Derby", "Ithaca, NY", "Brisbane QLD 4000", "Bengaluru, India", "Remote". */
export function isPlace(text: string): boolean {
  const parts = text.split(/,\s*/).map(clean).filter(Boolean);
  if (parts.length === 0 || parts.length > 4 || text.length > 60) return false;
  const { cities, regions } = placeNames();
  const isRegion = (part: string) => regions.has(part) || regions.has(part.replace(/\./g, ''));
  const [first = '', ...rest] = parts;
  if (rest.length === 0) {
    // "Brisbane QLD 4000": a city, a region code and a postal code in one part.
    const original = text.trim().split(/\s+/);
    let end = original.length;
    const isCode = (word: string) =>
      /^\d{4,5}$/.test(word) || (/^\p{Lu}{2,3}$/u.test(word) && isRegion(clean(word)));
    while (end > 1 && isCode(original[end - 1] ?? '')) end -= 1;
    const withoutCode = clean(original.slice(0, end).join(' '));
    if (end < original.length && cities.has(withoutCode)) return true;
    return (
      isRegion(first) || (cities.get(first) ?? 0) >= LONE_CITY_POPULATION || LOOSE_PLACE.test(first)
    );
  }
  // A qualified place: the qualifiers are regions or countries; the first part a city (any
  // size) or a region itself.
  return (
    rest.every((part) => isRegion(part) || /^\d{4,5}$/.test(part)) &&
    (cities.has(first) || isRegion(first) || LOOSE_PLACE.test(first))
  );
}

/** A country or first-level division ("California", "Bavaria", "Spain"). */
export function isRegionName(text: string): boolean {
  return placeNames().regions.has(clean(text));
}

/** The text without places after its last comma(s): "Stripe, San Francisco, CA" → "Stripe". */
export function withoutTrailingPlace(text: string): string {
  const parts = text.split(/,\s+/);
  for (let cut = 1; cut < parts.length; cut += 1) {
    const tail = parts.slice(cut).join(', ');
    // After a legal form ("Siemens AG, München") what follows is where, whatever its name.
    const afterLegalForm =
      LEGAL_FORM_END.test(parts[cut - 1] ?? '') &&
      !LEGAL_FORM_END.test(parts[cut] ?? '') &&
      !TITLE_WORDS.test(fold(tail)) &&
      tail.split(/\s+/).length <= 3;
    if (afterLegalForm || isPlace(tail)) return parts.slice(0, cut).join(', ');
  }
  return text;
}

const LEGAL_FORM_END =
  /\b(inc|llc|llp|ltd|corp|gmbh|ag|kg|se|sa|sl|sas|sarl|bv|nv|plc|pty|spa|srl)\.?$/i;
