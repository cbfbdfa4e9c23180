import { describe, expect, it } from 'vitest';
import { needsSignIn } from './sign-in-routes';

describe('needsSignIn', () => {
  it.each([
    ['/profile/', true],
    ['/PROFILE/applications/', true],
    ['/profile/offers/12/', true],
    ['/profile/login/', false],
    ['/profile/forgot-password/', false],
    ['/profile/reset-password/', false],
    ['/profile/join/', false],
    ['/jobs/3/', false],
  ])('%s → %s', (path, expected) => expect(needsSignIn(path)).toBe(expected));
});
