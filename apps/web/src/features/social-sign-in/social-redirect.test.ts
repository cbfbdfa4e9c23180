import { describe, expect, it } from 'vitest';
import { socialRedirect } from './social-redirect';

const base = {
  merged: false,
  firstLogin: false,
  source: 'sign-in' as const,
  savedPath: null,
  language: 'en',
};

describe('socialRedirect', () => {
  it('follows the saved direction: merge, apply, microsite, first sign-in, saved path, profile', () => {
    expect(socialRedirect({ ...base, merged: true, savedPath: '/apply/7/' })).toBe(
      '/profile/edit/',
    );
    expect(
      socialRedirect({ ...base, source: 'applying', savedPath: '/apply/7/1/', firstLogin: true }),
    ).toBe('/apply/7/1/');
    expect(socialRedirect({ ...base, source: 'microsite', savedPath: '/campaign/spring/' })).toBe(
      '/campaign/thank-you/',
    );
    expect(socialRedirect({ ...base, firstLogin: true, savedPath: '/jobs/3/' })).toBe(
      '/profile/thank-you/',
    );
    expect(socialRedirect({ ...base, savedPath: '/jobs/3/' })).toBe('/jobs/3/');
    expect(socialRedirect(base)).toBe('/profile/');
    expect(socialRedirect({ ...base, language: 'ar' })).toBe('/ar/profile/');
  });

  it('never follows a saved path off the site', () => {
    expect(socialRedirect({ ...base, savedPath: '//evil.example/' })).toBe('/profile/');
  });
});
