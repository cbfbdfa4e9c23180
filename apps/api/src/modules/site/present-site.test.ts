import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_TEXTS_FILE } from '../../seed/seed-demo.js';
import { parseTextsFile } from '../tenants/texts-file.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentSite } from './present-site.js';

const tenant = (settings: Record<string, unknown>): Tenant => ({
  id: 1,
  client: 'acme',
  name: 'Acme',
  tagline: 'Work with us.',
  defaultLanguage: 'en',
  languages: ['en', 'es', 'ar'],
  featureFlags: {},
  settings,
});

describe('the tenant\u2019s texts per language (issue 21 item 10)', () => {
  it('give every site language a value, the default language\u2019s where it has none', () => {
    const site = presentSite(
      tenant({
        texts: {
          tagline: { en: 'Work with us.', es: 'Trabaja con nosotros.' },
          streamNames: { 'full-apply': { en: 'Apply', ar: 'قدّم' }, broken: 'not a record' },
        },
      }),
    );
    expect(site.texts).toEqual({
      tagline: { en: 'Work with us.', es: 'Trabaja con nosotros.', ar: 'Work with us.' },
      streamNames: { 'full-apply': { en: 'Apply', es: 'Apply', ar: 'قدّم' } },
    });
  });

  it('fall back to the tenant\u2019s tagline without a texts file', () => {
    expect(presentSite(tenant({})).texts).toEqual({
      tagline: { en: 'Work with us.', es: 'Work with us.', ar: 'Work with us.' },
      streamNames: {},
    });
  });

  it('reads the demo tenant\u2019s file, with Spanish and Arabic values, and refuses a bad one', async () => {
    const file = parseTextsFile(await readFile(DEMO_TEXTS_FILE, 'utf8'));
    expect(file.tagline?.['es']).toBeTruthy();
    expect(file.tagline?.['ar']).toBeTruthy();
    for (const names of Object.values(file.streamNames ?? {})) {
      expect(Object.keys(names)).toEqual(expect.arrayContaining(['en', 'es', 'ar']));
    }
    expect(() => parseTextsFile('version: 1\ntagline: { en: 5 }\n')).toThrow(/tagline/);
    expect(() => parseTextsFile('version: 2\n')).toThrow(/Invalid texts file/);
  });
});
