/**
 * The country a phone field starts with (issue 21): the job's country when the flow is for a
 * job whose location is known, else the region of the visitor's browser language when it is
 * a variant of the page language (es-MX on /es/), else the page language's usual country.
 * The visitor can always pick another, and a number typed with "+" names its own.
 */

/** The country most readers of each app language live in, as a last resort. */
const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = {
  en: 'US',
  es: 'ES',
  fr: 'FR',
  ar: 'SA',
};

export function defaultPhoneCountry(
  language: string,
  browserLanguages: readonly string[],
  jobCountry: string | null = null,
): string {
  if (jobCountry) return jobCountry;
  for (const tag of browserLanguages) {
    try {
      const locale = new Intl.Locale(tag);
      if (locale.language === language && locale.region) return locale.region;
    } catch {
      // A malformed tag from the browser says nothing about the visitor's country.
    }
  }
  return LANGUAGE_COUNTRIES[language] ?? 'US';
}
