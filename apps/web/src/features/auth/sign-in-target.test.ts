import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, signInTarget } from './sign-in-target';

const query = (search: string) => new URLSearchParams(search);

describe('signInTarget', () => {
  it('sends LCPCaller=CFM to the profile even with a saved path', () => {
    expect(signInTarget(query('LCPCaller=CFM'), '/jobs/3/', '/es/profile/')).toBe('/es/profile/');
  });

  it.each(['applyCaller=1', 'LCPCaller=join', 'micrositeCaller=x', ''])(
    'restores the saved path (%s)',
    (search) => {
      expect(signInTarget(query(search), '/apply/?link=3', '/profile/')).toBe('/apply/?link=3');
    },
  );

  it('falls back to the profile without a usable saved path', () => {
    expect(signInTarget(query(''), undefined, '/profile/')).toBe('/profile/');
    expect(signInTarget(query('applyCaller=1'), 'https://evil.example/', '/profile/')).toBe(
      '/profile/',
    );
  });
});

describe('isSafeReturnPath', () => {
  it.each([
    ['/profile/', true],
    ['/jobs/3/?q=a', true],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['profile/', false],
    [42, false],
  ])('%j → %s', (value, safe) => expect(isSafeReturnPath(value)).toBe(safe));
});
