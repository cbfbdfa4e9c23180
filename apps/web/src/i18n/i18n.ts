import { DEFAULT_LANGUAGE } from '@talentgate/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGES, isAppLanguage, type AppLanguage } from './languages';
import en from './locales/en.json';

type LazyLanguage = Exclude<AppLanguage, typeof DEFAULT_LANGUAGE>;
type CatalogLoader = () => Promise<{ default: ResourceKey }>;

/**
 * English ships in the entry bundle (most visitors); the other catalogs are separate chunks
 * fetched when the path asks for their language.
 */
const CATALOG_LOADERS: Record<LazyLanguage, CatalogLoader> = {
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
};

/**
 * Texts of pages off the way to an application are namespaces of their own, loaded with their
 * pages in every language (English included), so the pages most visitors open first do not
 * carry them: the apply engine's, and the candidate's account pages' (interview slot booking,
 * the referral link, campaign pages and event check-in).
 */
export const APPLY_ENGINE_NAMESPACE = 'applyEngine';
export const ACCOUNT_NAMESPACE = 'account';
const NAMESPACE_LOADERS: Record<string, Record<AppLanguage, CatalogLoader>> = {
  [APPLY_ENGINE_NAMESPACE]: {
    en: () => import('./locales/apply-engine/en.json'),
    es: () => import('./locales/apply-engine/es.json'),
    fr: () => import('./locales/apply-engine/fr.json'),
    ar: () => import('./locales/apply-engine/ar.json'),
  },
  [ACCOUNT_NAMESPACE]: {
    en: () => import('./locales/account/en.json'),
    es: () => import('./locales/account/es.json'),
    fr: () => import('./locales/account/fr.json'),
    ar: () => import('./locales/account/ar.json'),
  },
};

function catalogLoader(language: string, namespace: string): CatalogLoader | null {
  if (!isAppLanguage(language)) return null;
  const ownNamespace = NAMESPACE_LOADERS[namespace];
  if (ownNamespace) return ownNamespace[language];
  return language === DEFAULT_LANGUAGE ? null : CATALOG_LOADERS[language];
}

const lazyCatalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogLoader(language, namespace);
    if (load === null) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** Screen readers and the browser learn the language and reading direction from <html>. */
function describeDocument(language: string): void {
  const root = document.documentElement;
  const dir = i18next.dir(language);
  // The server wrote both for the first page; writing them again would restyle the page.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

export const i18n = i18next;

/** Resolves once the starting language's catalog is ready, so the first render is translated. */
export async function initI18n(language: string): Promise<void> {
  i18next.on('languageChanged', describeDocument);
  await i18next
    .use(lazyCatalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...APP_LANGUAGES],
      load: 'currentOnly',
      resources: { [DEFAULT_LANGUAGE]: { translation: en } },
      partialBundledLanguages: true,
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // No advertising in visitors' consoles.
      showSupportNotice: false,
    });
}
