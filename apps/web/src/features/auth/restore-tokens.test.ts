import type { Candidate } from '@talentgate/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../lib/stored-session';
import { restoreStoredTokens } from './restore-tokens';
import {
  readRememberMe,
  readStoredReturning,
  readStoredToken,
  storeSignedIn,
  storeToken,
} from './stored-auth';

const MINUTE = 60_000;
const NOW = 10_000_000;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function storeTokensAt(now: number, bearerLeft: number, tempLeft: number) {
  writeStored('bearerToken', { token: 'b', expiry: now + bearerLeft }, { now });
  writeStored('tempToken', { token: 't', expiry: now + tempLeft }, { now });
}

describe('restoreStoredTokens (spec 1 §4 Session)', () => {
  it('restores a bearer token with more than 8 minutes left', () => {
    storeTokensAt(NOW, 8 * MINUTE + 1, 0);
    expect(restoreStoredTokens(NOW, false).bearer).toEqual({
      token: 'b',
      expiry: NOW + 8 * MINUTE + 1,
    });
  });

  it('removes a bearer token with 8 minutes or less left', () => {
    storeTokensAt(NOW, 8 * MINUTE, 0);
    expect(restoreStoredTokens(NOW, false).bearer).toBeNull();
    expect(readStored('bearerToken', { now: NOW })).toBeUndefined();
  });

  it('restores the temporary token only on apply link pages, with more than 6 minutes left', () => {
    storeTokensAt(NOW, 0, 6 * MINUTE + 1);
    expect(restoreStoredTokens(NOW, false).temporary).toBeNull();
    // Kept for the apply page it belongs to.
    expect(readStoredToken('tempToken', NOW)).not.toBeNull();
    expect(restoreStoredTokens(NOW, true).temporary?.token).toBe('t');
  });

  it('removes a temporary token with 6 minutes or less left', () => {
    storeTokensAt(NOW, 0, 6 * MINUTE);
    expect(restoreStoredTokens(NOW, true).temporary).toBeNull();
    expect(readStoredToken('tempToken', NOW)).toBeNull();
  });

  it('ignores stored values older than the max session storage time', () => {
    storeTokensAt(NOW - 31 * MINUTE, 60 * MINUTE, 60 * MINUTE);
    expect(restoreStoredTokens(NOW, true)).toEqual({ bearer: null, temporary: null });
  });
});

const CANDIDATE: Candidate = {
  candidateId: 7,
  uname: 'jane@example.com',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone1: null,
  city: null,
  state: null,
  country: null,
  zip: null,
  latitude: null,
  longitude: null,
  dob: null,
  description: null,
  accessType: 'E',
  veteran: null,
  locked: 'f',
  languageCodeId: null,
  termsAndPolicy: null,
  areaInterest: null,
  areaOfInterestList: null,
  preferences: null,
  createDate: 0,
  updateDate: 0,
  candidateCustomFieldsValueDTO: { customFieldsNameValuePairs: {} },
};

describe('stored sign-in values', () => {
  it('stores the basic copy as a returning user, the username and remember-me, never a password', () => {
    storeSignedIn(CANDIDATE, true);
    expect(readStoredReturning(7)).toBe(true);
    expect(readStoredReturning(8)).toBeNull();
    expect(readStored('username')).toBe('jane@example.com');
    expect(readRememberMe()).toBe(true);
    expect(localStorage.getItem('remember_me')).not.toBeNull();
    const everything = [sessionStorage, localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)))
      .join();
    expect(everything).not.toMatch(/password/i);
  });

  it('reads back a stored token and rejects malformed ones', () => {
    storeToken('bearerToken', { token: 'abc', expiry: 5 });
    expect(readStoredToken('bearerToken')).toEqual({ token: 'abc', expiry: 5 });
    writeStored('bearerToken', { token: 1, expiry: 'x' });
    expect(readStoredToken('bearerToken')).toBeNull();
  });
});
