/**
 * Zip lookup in forms (spec 2 §5, spec 1 §5): it runs only when the zip changed; among the
 * postal-code entries it picks the one whose country matches the form's country (code or
 * name, case-insensitively), else the US entry, else the first; and it fills country, state,
 * city, latitude and longitude only where the form has nothing yet.
 */
import { isWellFormedPostalCode } from './place-constants.js';

/** One answer of the postal-code call (spec 2 §3 "Postal code data"). */
export interface PostalCodeEntry {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  countryName: string;
  provinceName: string;
  CityName: string;
  latitude: number;
  longitude: number;
}

/** The location fields of a candidate form (spec 1 §3). */
export interface LocationFields {
  zip: string;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

const blank = (value: string) => value.trim() === '';

/** True when the zip differs from the one last looked up and is worth asking about. */
export function zipLookupNeeded(previousZip: string, zip: string): boolean {
  return zip.trim() !== previousZip.trim() && isWellFormedPostalCode(zip);
}

/** The entry for the form's country (code or name, any case); else the US one; else the first. */
export function choosePostalCodeEntry<T extends PostalCodeEntry>(
  entries: readonly T[],
  country: string,
): T | null {
  const wanted = country.trim().toLowerCase();
  const sameCountry =
    wanted === ''
      ? undefined
      : entries.find(
          (entry) =>
            entry.country.toLowerCase() === wanted || entry.countryName.toLowerCase() === wanted,
        );
  return sameCountry ?? entries.find((entry) => entry.country === 'US') ?? entries[0] ?? null;
}

/** Fills the empty location fields from the entry; what the person typed stays. */
export function fillFromPostalCode(fields: LocationFields, entry: PostalCodeEntry): LocationFields {
  return {
    zip: fields.zip,
    country: blank(fields.country) ? entry.countryName : fields.country,
    state: blank(fields.state) ? entry.provinceName : fields.state,
    city: blank(fields.city) ? entry.CityName : fields.city,
    latitude: fields.latitude ?? entry.latitude,
    longitude: fields.longitude ?? entry.longitude,
  };
}

/** The whole rule once the entries are known: the fields after the lookup. */
export function applyZipLookup(
  fields: LocationFields,
  entries: readonly PostalCodeEntry[],
): LocationFields {
  const entry = choosePostalCodeEntry(entries, fields.country);
  return entry ? fillFromPostalCode(fields, entry) : fields;
}
