import type { Place, PostalCodeEntry } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { CANDIDATE } from '../../test/fake-api';
import {
  draftFromCandidate,
  fillFromPlace,
  fillFromPostalCodes,
  invalidCoordinates,
  locationUpdate,
  withTypedText,
  type LocationDraft,
} from './location-draft';

const EMPTY: LocationDraft = {
  zip: '78701',
  city: '',
  state: '',
  country: '',
  latitude: '',
  longitude: '',
};
const AUSTIN: PostalCodeEntry = {
  country: 'US',
  countryName: 'United States',
  provinceName: 'Texas',
  CityName: 'Austin',
  latitude: 30.2713,
  longitude: -97.7426,
};
const LYON: Place = {
  id: 2996944,
  label: 'Lyon, Auvergne-Rhône-Alpes, France',
  zip: null,
  city: 'Lyon',
  state: 'Auvergne-Rhône-Alpes',
  stateIso: 'ARA',
  country: 'France',
  countryIso: 'FR',
  latitude: 45.74846,
  longitude: 4.84671,
};

describe('the location form', () => {
  it('fills empty fields from postal code data, coordinates included', () => {
    expect(fillFromPostalCodes(EMPTY, [AUSTIN])).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      latitude: '30.2713',
      longitude: '-97.7426',
    });
  });

  it('keeps what was typed, even coordinates that are not numbers yet', () => {
    const typed = { ...EMPTY, city: 'Round Rock', latitude: '30.5x' };
    expect(fillFromPostalCodes(typed, [AUSTIN])).toMatchObject({
      city: 'Round Rock',
      state: 'Texas',
      latitude: '30.5x',
      longitude: '-97.7426',
    });
  });

  it('takes everything from a picked place, and drops a zip the place does not have', () => {
    const before = { ...EMPTY, city: 'Austin', state: 'Texas', country: 'United States' };
    expect(fillFromPlace(before, LYON)).toEqual({
      zip: '',
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
      latitude: '45.74846',
      longitude: '4.84671',
    });
    expect(fillFromPlace(before, { ...LYON, zip: '69002' }).zip).toBe('69002');
  });

  it('sends numbers for coordinates, null for empty ones, and nothing when one is invalid', () => {
    const filled = fillFromPostalCodes(EMPTY, [AUSTIN]);
    expect(locationUpdate(filled, 7)).toEqual({
      candidateId: 7,
      zip: '78701',
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      latitude: 30.2713,
      longitude: -97.7426,
    });
    expect(locationUpdate(EMPTY, 7)).toMatchObject({ latitude: null, longitude: null });
    const wrong = { ...filled, latitude: '91', longitude: 'east' };
    expect(locationUpdate(wrong, 7)).toBeNull();
    expect(invalidCoordinates(wrong)).toEqual(['latitude', 'longitude']);
  });

  it('starts from the candidate record', () => {
    const candidate = {
      ...CANDIDATE,
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      zip: null,
      latitude: 30.27,
      longitude: null,
    };
    expect(draftFromCandidate(candidate)).toEqual({
      zip: '',
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      latitude: '30.27',
      longitude: '',
    });
  });
});

describe('typing a location field', () => {
  const placed: LocationDraft = {
    zip: '78701',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    latitude: '30.27',
    longitude: '-97.74',
  };

  it('forgets the coordinates, which no longer describe what the fields say', () => {
    expect(withTypedText(placed, 'city', 'Dallas')).toEqual({
      ...placed,
      city: 'Dallas',
      latitude: '',
      longitude: '',
    });
  });

  it('keeps them when the text did not change', () => {
    expect(withTypedText(placed, 'city', 'Austin')).toBe(placed);
  });
});
