import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CAPTCHA_PROVIDERS } from './captcha.js';
import { SiteConfig } from './contract/site.js';

describe('captcha providers in the site contract', () => {
  it('accepts each provider the constants name, and no other', () => {
    const site = {
      client: 'demo',
      name: 'Demo',
      tagline: '',
      defaultLanguage: 'en',
      languages: ['en'],
      passwordCriteria: [],
      policyLinks: { terms: null, privacy: null },
      texts: { tagline: {}, streamNames: {} },
      signInModal: true,
      analytics: 'aggregate',
      branding: null,
    };
    for (const provider of CAPTCHA_PROVIDERS) {
      const captcha = { provider, siteKey: 'key', scriptUrl: 'https://example.com/api.js' };
      expect(Value.Check(SiteConfig, { ...site, captcha })).toBe(true);
    }
    const other = { provider: 'other', siteKey: 'key', scriptUrl: 'https://example.com/api.js' };
    expect(Value.Check(SiteConfig, { ...site, captcha: other })).toBe(false);
    expect(Value.Check(SiteConfig, { ...site, captcha: null })).toBe(true);
  });
});
