import { describe, expect, it } from 'vitest';
import { languageSwitchPath } from './language-switch-path';

const LANGUAGES = ['en', 'es', 'fr', 'ar'];
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageSwitchPath', () => {
  it('adds the prefix when leaving the default language', () => {
    expect(languageSwitchPath(at('/jobs/3/x/'), LANGUAGES, 'es')).toBe('/es/jobs/3/x/');
    expect(languageSwitchPath(at('/'), LANGUAGES, 'ar')).toBe('/ar/');
  });

  it('drops the prefix when returning to the default language', () => {
    expect(languageSwitchPath(at('/es/jobs/3/x/'), LANGUAGES, 'en')).toBe('/jobs/3/x/');
    expect(languageSwitchPath(at('/fr/'), LANGUAGES, 'en')).toBe('/');
  });

  it('swaps one prefix for another and keeps the query and fragment', () => {
    expect(languageSwitchPath(at('/es/', '?q=data&page=2', '#results'), LANGUAGES, 'fr')).toBe(
      '/fr/?q=data&page=2#results',
    );
  });
});
