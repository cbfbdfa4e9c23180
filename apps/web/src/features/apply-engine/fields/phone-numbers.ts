/**
 * Phone numbers of any country (issue 21), through libphonenumber-js with its smallest
 * metadata. This module is a chunk of its own (phone-library.ts loads it when a visitor
 * reaches a phone field): about 30 KB gzipped, which the apply page's start-up budget cannot
 * carry (decision 0036).
 *
 * The value a phone field keeps is digits only (spec 2 §5), the international number's:
 * country calling code first, so "+44 20 7946 0958" is kept as 442079460958 and reads back
 * as a London number. A value saved before the country selector (a national number without
 * its calling code, e.g. 5125550100) still reads as a number of the default country.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';

export type PhoneCountry = CountryCode;

export interface CountryOption {
  value: PhoneCountry;
  label: string;
}

export function isPhoneCountry(code: string): code is PhoneCountry {
  return (getCountries() as readonly string[]).includes(code);
}

/** Every country, named in the page language with its calling code: "United Kingdom (+44)". */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return getCountries()
    .map((code) => ({
      value: code,
      label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The ISO code of a country written by its English name (a job's location). */
export function countryNamed(name: string): PhoneCountry | null {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const wanted = name.trim().toLowerCase();
  return getCountries().find((code) => names.of(code)?.toLowerCase() === wanted) ?? null;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The value of what was typed: "+44 …" names its own country; otherwise the selected one's. */
export function phoneValueOf(text: string, country: PhoneCountry): string {
  const digits = digitsOf(text);
  if (digits === '') return '';
  const international = text.trim().startsWith('+');
  const parsed = international
    ? parsePhoneNumberFromString(`+${digits}`)
    : parsePhoneNumberFromString(digits, country);
  if (parsed) return `${parsed.countryCallingCode}${parsed.nationalNumber}`;
  return international ? digits : `${getCountryCallingCode(country)}${digits}`;
}

/** A kept value as a number: international first, else a national number of `country`. */
function numberOf(value: string, country: PhoneCountry): PhoneNumber | null {
  const digits = digitsOf(value);
  if (digits === '') return null;
  const international = parsePhoneNumberFromString(`+${digits}`);
  if (international?.isValid()) return international;
  const national = parsePhoneNumberFromString(digits, country);
  if (national?.isValid()) return national;
  return international ?? null;
}

export interface PhoneReading {
  country: PhoneCountry;
  /** The number written the way its country writes it: "020 7946 0958". */
  national: string;
}

/** How a kept value shows in the field: its country, and the national number. */
export function readPhone(value: string, country: PhoneCountry): PhoneReading {
  const number = numberOf(value, country);
  if (!number) return { country, national: digitsOf(value) };
  // A number of no single country (+800 …) keeps the selection and its international form.
  if (!number.country) return { country, national: number.formatInternational() };
  return { country: number.country, national: number.formatNational() };
}

const countryOr = (code: string): PhoneCountry => (isPhoneCountry(code) ? code : 'US');

/**
 * A kept value written for reading anywhere: "+44 20 7946 0958". `fallback` is the country a
 * value without its calling code (saved before the selector) belongs to.
 */
export function formatPhone(value: string, fallback: string): string {
  const number = numberOf(value, countryOr(fallback));
  return number ? number.formatInternational() : value;
}

/**
 * Whether some country issues this number (the library's length and prefix rules), read as
 * what the field keeps: the international number's digits. A value without its calling code
 * is not one (the field rewrites such a value when it shows it, see `keptValueOf`).
 */
export function isKnownNumber(value: string): boolean {
  const digits = digitsOf(value);
  return digits !== '' && (parsePhoneNumberFromString(`+${digits}`)?.isValid() ?? false);
}

/**
 * The value a kept number should have: its international digits. A value saved before the
 * country selector (a national number, read as one of `country`) gains its calling code.
 */
export function keptValueOf(value: string, country: PhoneCountry): string {
  const number = numberOf(value, country);
  return number?.isValid() ? `${number.countryCallingCode}${number.nationalNumber}` : value;
}
