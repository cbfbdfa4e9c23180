/**
 * Dates in the page language's own order (issue 21): 31/12/1990 on /es/, /fr/ and /ar/,
 * 12/31/1990 in English, 31.12.1990 where a language writes dots. The order and separator
 * come from the browser's Intl data for the language, always with Latin digits (what people
 * type); the value stays yyyy-mm-dd, as the API keeps it.
 */
import { isIsoDate } from '@talentgate/domain';

export type DatePart = 'day' | 'month' | 'year';

export interface LanguageDateFormat {
  order: readonly DatePart[];
  separator: string;
}

/**
 * The app languages' formats, as the browser's Intl data gives them (a test checks they
 * still agree). The first Intl.DateTimeFormat a page makes loads the browser's date data,
 * which the apply page's first render would otherwise wait for (about 20 ms on a fast
 * machine, four times that on a phone); other languages ask Intl.
 */
export const APP_LANGUAGE_DATE_FORMATS: Readonly<Record<string, LanguageDateFormat>> = {
  en: { order: ['month', 'day', 'year'], separator: '/' },
  es: { order: ['day', 'month', 'year'], separator: '/' },
  fr: { order: ['day', 'month', 'year'], separator: '/' },
  ar: { order: ['day', 'month', 'year'], separator: '/' },
};

const formats = new Map<string, LanguageDateFormat>(Object.entries(APP_LANGUAGE_DATE_FORMATS));

export function languageDateFormat(language: string): LanguageDateFormat {
  const known = formats.get(language);
  if (known) return known;
  const format = intlDateFormat(language);
  formats.set(language, format);
  return format;
}

/** The language's order and separator, from the browser's Intl data. */
export function intlDateFormat(language: string): LanguageDateFormat {
  const order: DatePart[] = [];
  let separator = '/';
  try {
    const parts = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(1990, 11, 31)));
    for (const part of parts) {
      if (part.type === 'day' || part.type === 'month' || part.type === 'year') {
        order.push(part.type);
      } else if (part.type === 'literal') {
        // Direction marks and spaces around the separator are not typed.
        const mark = part.value.replace(/[^-/.]/g, '');
        if (mark !== '') separator = mark.charAt(0);
      }
    }
  } catch {
    // An unknown language tag: the international order below.
  }
  return order.length === 3 ? { order, separator } : { order: ['day', 'month', 'year'], separator };
}

/** A yyyy-mm-dd value in the language's format; other text is shown as it is. */
export function toLanguageDate(value: string, language: string): string {
  if (!isIsoDate(value)) return value;
  const [year = '', month = '', day = ''] = value.split('-');
  const { order, separator } = languageDateFormat(language);
  const text = { day, month, year };
  return order.map((part) => text[part]).join(separator);
}

/**
 * What was typed in the language's format, as yyyy-mm-dd; text that is not a date stays as
 * typed (the shared validation answers 'Enter valid date.'). Any of - / . separates.
 */
export function fromLanguageDate(text: string, language: string): string {
  const trimmed = text.trim();
  const pieces = trimmed.split(/\s*[-/.]\s*/);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return trimmed;
  const { order } = languageDateFormat(language);
  const found: Partial<Record<DatePart, string>> = {};
  order.forEach((part, index) => (found[part] = pieces[index]));
  const { day = '', month = '', year = '' } = found;
  if (year.length !== 4 || day.length > 2 || month.length > 2) return trimmed;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : trimmed;
}
