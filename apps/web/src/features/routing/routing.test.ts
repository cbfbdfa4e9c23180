import { ROUTES } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { hrefTo } from './href';
import { resolveLocation } from './resolve-location';
import { WEB_ROUTE_IDS } from './route-ids';

const LANGUAGES = ['en', 'es', 'fr', 'ar'];

describe('resolveLocation', () => {
  it('reads the language prefix and the route, case-insensitively', () => {
    expect(resolveLocation('/ES/Jobs/12/senior-engineer/', LANGUAGES)).toEqual({
      language: 'es',
      path: '/Jobs/12/senior-engineer/',
      routeId: 'jobWithSlug',
      params: { jobId: '12', slug: 'senior-engineer' },
    });
  });

  it('treats unprefixed paths as the default language', () => {
    expect(resolveLocation('/', LANGUAGES)).toMatchObject({
      language: 'en',
      routeId: 'careerHome',
    });
  });

  it('resolves a campaign page and its event check-in page', () => {
    expect(resolveLocation('/campaign/spring/', LANGUAGES).routeId).toBe('campaign');
    expect(resolveLocation('/ar/campaign/spring/check-in/', LANGUAGES)).toMatchObject({
      language: 'ar',
      routeId: 'campaignCheckIn',
    });
  });

  it('resolves planned routes and unknown paths to no page', () => {
    expect(resolveLocation('/deprecated/', LANGUAGES).routeId).toBeNull();
    expect(resolveLocation('/nowhere/', LANGUAGES).routeId).toBeNull();
  });

  it('does not read a language the site does not offer as a prefix', () => {
    expect(resolveLocation('/de/jobs/1/', LANGUAGES)).toMatchObject({
      language: 'en',
      routeId: null,
    });
  });
});

describe('hrefTo', () => {
  it('builds localized links from route patterns', () => {
    expect(hrefTo('en', 'job', { jobId: 3 })).toBe('/jobs/3/');
    expect(hrefTo('es', 'jobWithSlug', { jobId: 3, slug: 'x' })).toBe('/es/jobs/3/x/');
    expect(hrefTo('fr', 'apply', {}, new URLSearchParams({ link: '9' }))).toBe('/fr/apply/?link=9');
  });
});

describe('web route ids', () => {
  it('all exist in the domain route table', () => {
    const ids = new Set(ROUTES.map((route) => route.id));
    for (const id of WEB_ROUTE_IDS) expect(ids.has(id)).toBe(true);
  });
});
