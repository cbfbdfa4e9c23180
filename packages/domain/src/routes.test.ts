import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  localizePath,
  matchRoute,
  ROUTES,
  slugify,
  splitLanguage,
  thankYouPath,
} from './routes.js';

describe('route table', () => {
  it('registers every route of both specifications, each once', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of [
      '/profile/',
      '/profile/interviews/{interviewId}/',
      '/profile/actionpreferences/',
      '/profile/job-alert/{jobId}/{stepId}/{pagename}/',
      '/r/{sponsorHandle}/profile/join/',
      '/unsubscribe/',
      '/auth0_authentication/',
      '/apply/',
      '/apply/{requisitionId}/{stepId}/{pagename}/',
      '/apply/join/{jobId}/{stepId}/{pageName}/',
      '/apply/slot-book/',
      '/campaign/{name}/',
      '/deprecated/',
    ]) {
      expect(patterns).toContain(pattern);
    }
  });

  it('matches case-insensitively, with or without the trailing slash', () => {
    expect(matchRoute('/PROFILE/Login/')?.route.id).toBe('profileLogin');
    expect(matchRoute('/profile/login')?.route.id).toBe('profileLogin');
    expect(matchRoute('/')?.route.id).toBe('careerHome');
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/apply/join/')?.route.id).toBe('applyJoin');
    expect(matchRoute('/apply/thank-you/')?.route.id).toBe('applyThankYou');
    expect(matchRoute('/apply/1234/')).toEqual({
      route: expect.objectContaining({ id: 'applyRequisition' }),
      params: { requisitionId: '1234' },
    });
  });

  it('decodes parameters and finds nothing for unknown paths', () => {
    expect(matchRoute('/campaign/summer%20fair/')?.params).toEqual({ name: 'summer fair' });
    expect(matchRoute('/nope/')).toBeNull();
    expect(matchRoute('/jobs/1/2/3/')).toBeNull();
  });
});

describe('language prefix', () => {
  const languages = ['en', 'es', 'fr', 'ar'];

  it('splits a known language prefix off the path', () => {
    expect(splitLanguage('/es/jobs/3/', languages)).toEqual({ language: 'es', path: '/jobs/3/' });
    expect(splitLanguage('/FR/', languages)).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguage('/jobs/3/', languages)).toEqual({ language: 'en', path: '/jobs/3/' });
  });

  it('does not take an offered-nowhere language or an ordinary segment for a prefix', () => {
    expect(splitLanguage('/de/jobs/', languages)).toEqual({ language: 'en', path: '/de/jobs/' });
    expect(splitLanguage('/r/handle/apply/', languages).path).toBe('/r/handle/apply/');
  });

  it('adds the prefix only for languages other than en', () => {
    expect(localizePath('/jobs/3/', 'en')).toBe('/jobs/3/');
    expect(localizePath('/jobs/3/', 'es')).toBe('/es/jobs/3/');
  });

  it('round-trips any route path through localize and split', () => {
    const route = fc.constantFrom(...ROUTES);
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(route, fc.constantFrom(...languages), segment, (definition, language, value) => {
        const path = definition.pattern.replace(/\{\w+\}/g, value);
        const split = splitLanguage(localizePath(path, language), languages);
        // A parameter that happens to spell a language can only be ambiguous at the first segment.
        fc.pre(!(language === 'en' && languages.includes(path.split('/')[1] ?? '')));
        expect(split).toEqual({ language, path });
        expect(matchRoute(split.path)?.route.pattern).toBeDefined();
      }),
    );
  });
});

describe('thank-you path', () => {
  it('replaces the last segment with thank-you/ under at most two leading segments', () => {
    expect(thankYouPath('/apply/123/')).toBe('/apply/thank-you/');
    expect(thankYouPath('/profile/join/')).toBe('/profile/thank-you/');
    expect(thankYouPath('/profile/join/2/')).toBe('/profile/join/thank-you/');
    expect(thankYouPath('/apply/join/7/2/contact/')).toBe('/apply/join/thank-you/');
  });
});

describe('paths and slugs', () => {
  it('fills and encodes route parameters', () => {
    expect(buildPath('/jobs/{jobId}/{slug}/', { jobId: 4, slug: 'a b' })).toBe('/jobs/4/a%20b/');
    expect(() => buildPath('/jobs/{jobId}/')).toThrow(/jobId/);
  });

  it('makes ASCII slugs', () => {
    expect(slugify('Senior Nurse – Pédiatrie & Care')).toBe('senior-nurse-pediatrie-care');
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
