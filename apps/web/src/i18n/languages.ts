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

/** The language's own name ("Español"), the way a language list should show it. */
export function languageEndonym(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
