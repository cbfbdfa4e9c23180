import { describe, expect, it } from 'vitest';
import { languageEndonym, offeredLanguages } from './languages';

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
  });
});
