import { describe, expect, it } from 'vitest';
import { clearStoredSession } from './stored-session';

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
});
