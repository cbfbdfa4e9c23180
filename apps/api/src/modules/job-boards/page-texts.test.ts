/** The server's page words are the web app's catalog texts, in every language it ships. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_KEYS, PAGE_TEXTS, pageText } from './page-texts.js';

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/i18n/locales',
);

function catalogText(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : null),
      catalog,
    );
}

describe('server page texts', () => {
  for (const language of ['en', 'es', 'fr', 'ar']) {
    it(`match the web app's ${language} catalog`, () => {
      const catalog: unknown = JSON.parse(
        readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'),
      );
      for (const key of PAGE_TEXT_KEYS)
        expect(PAGE_TEXTS[language]?.[key], key).toBe(catalogText(catalog, key));
    });
  }

  it('fills values and falls back to English', () => {
    expect(pageText('fr', 'home.title', { name: 'Acme' })).toBe('Carrières chez Acme');
    expect(pageText('de', 'job.apply')).toBe('Apply now');
  });
});
