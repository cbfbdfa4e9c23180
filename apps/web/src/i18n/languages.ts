import { DEFAULT_LANGUAGE } from '@talentgate/domain';

/** Languages this build has catalogs for. */
export const APP_LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export function isAppLanguage(value: string): value is AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Languages a visitor can use on this tenant's site: the tenant's languages we can translate
 * the interface into, always including the default (which has no path prefix). Before the
 * tenant's settings arrive every app language is assumed, so the first page can render at once.
 */
export function offeredLanguages(tenantLanguages?: readonly string[]): AppLanguage[] {
  if (!tenantLanguages) return [...APP_LANGUAGES];
  const wanted = new Set(tenantLanguages.map((language) => language.toLowerCase()));
  return APP_LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || wanted.has(language));
}

/**
 * The names of this build's languages in themselves. The header shows them on every page, and
 * Intl.DisplayNames loads a language's display data the first time it is made (the slowest
 * step of the career home's first render on a phone); these never change.
 */
const APP_LANGUAGE_ENDONYMS: Readonly<Record<AppLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

/** The language's own name ("Español"), the way a language list should show it. */
export function languageEndonym(language: string): string {
  if (isAppLanguage(language)) return APP_LANGUAGE_ENDONYMS[language];
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
