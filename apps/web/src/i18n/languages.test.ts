import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, languageEndonym, offeredLanguages } from './languages';

describe('offeredLanguages', () => {
  it('assumes every app language until the tenant is known', () => {
    expect(offeredLanguages()).toEqual(['en', 'es', 'fr', 'ar']);
  });

  it('keeps the tenant languages we have catalogs for, plus the default', () => {
    expect(offeredLanguages(['ES', 'de'])).toEqual(['en', 'es']);
  });
});

describe('languageEndonym', () => {
  it('names each language in itself', () => {
    expect(languageEndonym('en')).toBe('English');
    expect(languageEndonym('es')).toBe('Español');
    expect(languageEndonym('fr')).toBe('Français');
    expect(languageEndonym('ar')).toBe('العربية');
    expect(languageEndonym('de')).toBe('Deutsch');
  });

  it('gives the app languages the names Intl gives them (the table only spares the lookup)', () => {
    for (const language of APP_LANGUAGES) {
      const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? '';
      expect(languageEndonym(language)).toBe(
        name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
      );
    }
  });
});
