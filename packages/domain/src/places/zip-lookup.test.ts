import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyZipLookup,
  choosePostalCodeEntry,
  fillFromPostalCode,
  zipLookupNeeded,
  type LocationFields,
  type PostalCodeEntry,
} from './zip-lookup.js';

const austin: PostalCodeEntry = {
  country: 'US',
  countryName: 'United States',
  provinceName: 'Texas',
  CityName: 'Austin',
  latitude: 30.27,
  longitude: -97.74,
};
const empty: LocationFields = {
  zip: '78701',
  city: '',
  state: '',
  country: '',
  latitude: null,
  longitude: null,
};

const text = fc.string({ maxLength: 12 });
const coordinate = fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null });
const fieldsArb: fc.Arbitrary<LocationFields> = fc.record({
  zip: text,
  city: fc.oneof(fc.constant(''), fc.constant('  '), text),
  state: fc.oneof(fc.constant(''), text),
  country: fc.oneof(fc.constant(''), fc.constantFrom('US', 'us', 'France', 'FRANCE'), text),
  latitude: coordinate,
  longitude: coordinate,
});
const entryArb: fc.Arbitrary<PostalCodeEntry> = fc.record({
  country: fc.constantFrom('US', 'FR', 'CA', 'DE'),
  countryName: fc.constantFrom('United States', 'France', 'Canada', 'Germany'),
  provinceName: text,
  CityName: text,
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
const isBlank = (value: string) => value.trim() === '';

describe('zip lookup (spec 2 §5)', () => {
  it('runs only when the zip changed and is a postal code', () => {
    expect(zipLookupNeeded('', '78701')).toBe(true);
    expect(zipLookupNeeded('78701', '78701')).toBe(false);
    expect(zipLookupNeeded('78701', ' 78701 ')).toBe(false);
    expect(zipLookupNeeded('78701', '7870')).toBe(true);
    expect(zipLookupNeeded('78701', '')).toBe(false);
    expect(zipLookupNeeded('', '78701!')).toBe(false);
    fc.assert(
      fc.property(text, (zip) => {
        expect(zipLookupNeeded(zip, zip)).toBe(false);
      }),
    );
  });

  it('fills every empty field from the entry, with the country name', () => {
    expect(fillFromPostalCode(empty, austin)).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      latitude: 30.27,
      longitude: -97.74,
    });
  });

  it('never overwrites a field that holds a value', () => {
    fc.assert(
      fc.property(fieldsArb, entryArb, (fields, entry) => {
        const after = fillFromPostalCode(fields, entry);
        expect(after.zip).toBe(fields.zip);
        for (const key of ['city', 'state', 'country'] as const) {
          if (!isBlank(fields[key])) expect(after[key]).toBe(fields[key]);
        }
        if (fields.latitude !== null) expect(after.latitude).toBe(fields.latitude);
        if (fields.longitude !== null) expect(after.longitude).toBe(fields.longitude);
      }),
    );
  });

  it('fills each empty field, and a second lookup changes nothing more', () => {
    fc.assert(
      fc.property(fieldsArb, entryArb, (fields, entry) => {
        const after = fillFromPostalCode(fields, entry);
        if (isBlank(fields.city)) expect(after.city).toBe(entry.CityName);
        if (isBlank(fields.state)) expect(after.state).toBe(entry.provinceName);
        if (isBlank(fields.country)) expect(after.country).toBe(entry.countryName);
        if (fields.latitude === null) expect(after.latitude).toBe(entry.latitude);
        if (fields.longitude === null) expect(after.longitude).toBe(entry.longitude);
        expect(fillFromPostalCode(after, entry)).toEqual(after);
      }),
    );
  });

  it('picks the entry of the form\u2019s country by code or name, in any case', () => {
    const paris = { ...austin, country: 'FR', countryName: 'France', CityName: 'Paris' };
    expect(choosePostalCodeEntry([austin, paris], 'fr')).toBe(paris);
    expect(choosePostalCodeEntry([austin, paris], 'FRANCE')).toBe(paris);
    expect(choosePostalCodeEntry([paris, austin], 'united states')).toBe(austin);
  });

  it('falls back to the US entry, else the first, else nothing', () => {
    const paris = { ...austin, country: 'FR', countryName: 'France', CityName: 'Paris' };
    const berlin = { ...austin, country: 'DE', countryName: 'Germany', CityName: 'Berlin' };
    expect(choosePostalCodeEntry([paris, austin], 'Spain')).toBe(austin);
    expect(choosePostalCodeEntry([paris, austin], '')).toBe(austin);
    expect(choosePostalCodeEntry([paris, berlin], 'Spain')).toBe(paris);
    expect(choosePostalCodeEntry([], 'US')).toBeNull();
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 6 }), text, (entries, country) => {
        const chosen = choosePostalCodeEntry(entries, country);
        const wanted = country.trim().toLowerCase();
        const matching = entries.filter(
          (entry) =>
            wanted !== '' &&
            (entry.country.toLowerCase() === wanted || entry.countryName.toLowerCase() === wanted),
        );
        if (entries.length === 0) expect(chosen).toBeNull();
        else if (matching.length > 0) expect(chosen).toBe(matching[0]);
        else expect(chosen).toBe(entries.find((entry) => entry.country === 'US') ?? entries[0]);
      }),
    );
  });

  it('leaves the fields alone when no entry came back', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        expect(applyZipLookup(fields, [])).toEqual(fields);
      }),
    );
    expect(applyZipLookup({ ...empty, country: 'France' }, [austin]).city).toBe('Austin');
  });
});
