import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  MAX_SESSION_STORAGE_MS,
  readStored,
  removeStored,
  touchStored,
  writeStored,
} from './stored-session';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('stored session values', () => {
  it('keeps a date stamp with the data and reads it back while fresh', () => {
    writeStored('username', 'jane@example.com', { now: 1_000 });
    expect(JSON.parse(sessionStorage.getItem('username') ?? '')).toEqual({
      stamp: 1_000,
      data: 'jane@example.com',
    });
    expect(readStored('username', { now: 1_000 + MAX_SESSION_STORAGE_MS })).toBe(
      'jane@example.com',
    );
  });

  it('expires after the max session storage time (30 minutes) and removes the value', () => {
    expect(MAX_SESSION_STORAGE_MS).toBe(30 * 60_000);
    writeStored('candidate', { firstName: 'Jane' }, { now: 0 });
    expect(readStored('candidate', { now: MAX_SESSION_STORAGE_MS + 1 })).toBeUndefined();
    expect(sessionStorage.getItem('candidate')).toBeNull();
  });

  it('keeps a value in one area only, and reads either', () => {
    writeStored('remember_me', false, { area: 'session' });
    writeStored('remember_me', true, { area: 'local' });
    expect(sessionStorage.getItem('remember_me')).toBeNull();
    expect(readStored('remember_me')).toBe(true);
    removeStored('remember_me');
    expect(readStored('remember_me')).toBeUndefined();
  });

  it('drops values it cannot read', () => {
    sessionStorage.setItem('bearerToken', 'not json');
    localStorage.setItem('tempToken', JSON.stringify({ token: 'no stamp' }));
    expect(readStored('bearerToken')).toBeUndefined();
    expect(readStored('tempToken')).toBeUndefined();
    expect(sessionStorage.getItem('bearerToken')).toBeNull();
    expect(localStorage.getItem('tempToken')).toBeNull();
  });

  it('renews the stamps of live values when the session is confirmed', () => {
    writeStored('username', 'jane@example.com', { now: 0 });
    writeStored('candidate', {}, { now: -MAX_SESSION_STORAGE_MS - 1 });
    touchStored(MAX_SESSION_STORAGE_MS);
    expect(readStored('username', { now: 2 * MAX_SESSION_STORAGE_MS })).toBe('jane@example.com');
    expect(sessionStorage.getItem('candidate')).toBeNull();
  });
});

describe('clearStoredSession', () => {
  it('removes the session keys from both storages and leaves other keys alone', () => {
    sessionStorage.setItem('bearerToken', 'x');
    localStorage.setItem('candidate', '{}');
    localStorage.setItem('remember_me', 'true');
    localStorage.setItem('unrelated', 'keep');

    clearStoredSession();

    expect(sessionStorage.getItem('bearerToken')).toBeNull();
    expect(localStorage.getItem('candidate')).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });

  it('can clear only some keys', () => {
    writeStored('loginRedirect', '/profile/');
    writeStored('bearerToken', { token: 't', expiry: 1 });
    clearStoredSession(['bearerToken']);
    expect(readStored('loginRedirect')).toBe('/profile/');
    expect(readStored('bearerToken')).toBeUndefined();
  });
});
