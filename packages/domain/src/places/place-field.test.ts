import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedPostalCode, postalCodeKey } from './place-constants.js';
import { isSearchablePlaceQuery, placeLabel, placeTextOnBlur } from './place-field.js';

describe('place field (spec 1 §5)', () => {
  it('keeps the text on blur only when it is the picked place', () => {
    expect(
      placeTextOnBlur('Lyon, Auvergne-Rhône-Alpes, France', 'Lyon, Auvergne-Rhône-Alpes, France'),
    ).toBe('Lyon, Auvergne-Rhône-Alpes, France');
    expect(placeTextOnBlur('Lyon, Auvergne-Rhône-Alp', 'Lyon, Auvergne-Rhône-Alpes, France')).toBe(
      '',
    );
    expect(placeTextOnBlur('Lyon', null)).toBe('');
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (text, picked) => {
        const kept = placeTextOnBlur(text, picked);
        expect(kept === '' || kept === picked).toBe(true);
      }),
    );
  });

  it('reads city, state and country, naming a city-state once', () => {
    expect(placeLabel({ city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France' })).toBe(
      'Lyon, Auvergne-Rhône-Alpes, France',
    );
    expect(placeLabel({ city: 'Berlin', state: 'Berlin', country: 'Germany' })).toBe(
      'Berlin, Germany',
    );
    expect(placeLabel({ city: 'Vaduz', state: '', country: 'Liechtenstein' })).toBe(
      'Vaduz, Liechtenstein',
    );
  });

  it('searches from two characters on', () => {
    expect(isSearchablePlaceQuery('')).toBe(false);
    expect(isSearchablePlaceQuery(' L ')).toBe(false);
    expect(isSearchablePlaceQuery('Ly')).toBe(true);
  });
});

describe('postal codes', () => {
  it('accepts the shapes countries use and refuses others', () => {
    for (const code of ['75201', 'K1A 0B1', '01000-000', 'SW1A 1AA', 'AD100', '1']) {
      expect(isWellFormedPostalCode(code), code).toBe(true);
    }
    for (const code of ['', ' ', '-7520', '75201-', '7520!', '12345678901', "1' OR 1=1"]) {
      expect(isWellFormedPostalCode(code), code).toBe(false);
    }
  });

  it('compares codes without case, spaces or hyphens', () => {
    expect(postalCodeKey(' k1a 0b1 ')).toBe('K1A0B1');
    expect(postalCodeKey('01000-000')).toBe('01000000');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), (code) => {
        expect(postalCodeKey(code.toLowerCase())).toBe(postalCodeKey(code.toUpperCase()));
      }),
    );
  });
});
