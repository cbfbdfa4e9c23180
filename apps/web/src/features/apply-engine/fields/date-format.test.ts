import { describe, expect, it } from 'vitest';
import {
  APP_LANGUAGE_DATE_FORMATS,
  fromLanguageDate,
  intlDateFormat,
  languageDateFormat,
  toLanguageDate,
} from './date-format';
import { APP_LANGUAGES } from '../../../i18n/languages';

describe('dates in the page language (issue 21)', () => {
  it('writes a date the way each language does, with Latin digits', () => {
    expect(toLanguageDate('1990-12-31', 'en')).toBe('12/31/1990');
    expect(toLanguageDate('1990-12-31', 'es')).toBe('31/12/1990');
    expect(toLanguageDate('1990-12-31', 'fr')).toBe('31/12/1990');
    expect(toLanguageDate('1990-12-31', 'ar')).toBe('31/12/1990');
    expect(toLanguageDate('1990-12-31', 'de')).toBe('31.12.1990');
    expect(toLanguageDate('not a date', 'es')).toBe('not a date');
  });

  it('reads what was typed in that order back as yyyy-mm-dd', () => {
    expect(fromLanguageDate('31/12/1990', 'es')).toBe('1990-12-31');
    expect(fromLanguageDate('5-3-1990', 'fr')).toBe('1990-03-05');
    expect(fromLanguageDate('12/31/1990', 'en')).toBe('1990-12-31');
    expect(fromLanguageDate('3/5/1990', 'en')).toBe('1990-03-05');
    expect(fromLanguageDate('31.12.1990', 'de')).toBe('1990-12-31');
  });

  it('keeps text that is no date of the format as typed, for the validation to refuse', () => {
    expect(fromLanguageDate('12/31/1990', 'es')).toBe('12/31/1990');
    expect(fromLanguageDate('31/12/90', 'es')).toBe('31/12/90');
    expect(fromLanguageDate('30/02/1990', 'es')).toBe('30/02/1990');
    expect(fromLanguageDate('', 'es')).toBe('');
  });

  it('knows each app language’s format as Intl writes it, without asking Intl at start', () => {
    expect(Object.keys(APP_LANGUAGE_DATE_FORMATS).sort()).toEqual([...APP_LANGUAGES].sort());
    for (const language of APP_LANGUAGES)
      expect(APP_LANGUAGE_DATE_FORMATS[language], language).toEqual(intlDateFormat(language));
  });

  it('round-trips every day of a year in every app language', () => {
    for (const language of ['en', 'es', 'fr', 'ar']) {
      expect(languageDateFormat(language).order).toHaveLength(3);
      for (let day = 0; day < 366; day += 1) {
        const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
        expect(fromLanguageDate(toLanguageDate(iso, language), language)).toBe(iso);
      }
    }
  });
});
