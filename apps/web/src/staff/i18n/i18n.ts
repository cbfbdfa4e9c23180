/**
 * The staff console's i18next instance, apart from the career site's: its catalogs hold only
 * console texts, in every language the site has (catalogs.test.ts keeps them in step). The
 * language is the user's choice, remembered in this browser; the browser's language first.
 */
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGES, isAppLanguage, type AppLanguage } from '../../i18n/languages';
import en from './locales/en.json';

const LOADERS: Record<Exclude<AppLanguage, 'en'>, () => Promise<{ default: ResourceKey }>> = {
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
};

/** The console's texts are a namespace of their own, typed like the site's (i18next.d.ts). */
export const STAFF_NAMESPACE = 'staff';

const STORAGE_KEY = 'tg-staff-language';

export const staffI18n: I18n = i18next.createInstance();

export function preferredLanguage(): AppLanguage {
  const stored = window.localStorage.getItem(STORAGE_KEY) ?? '';
  if (isAppLanguage(stored)) return stored;
  const browser = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return isAppLanguage(browser) ? browser : 'en';
}

async function loadCatalog(language: AppLanguage): Promise<void> {
  if (language === 'en' || staffI18n.hasResourceBundle(language, STAFF_NAMESPACE)) return;
  const catalog = await LOADERS[language]();
  staffI18n.addResourceBundle(language, STAFF_NAMESPACE, catalog.default);
}

function describeDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = staffI18n.dir(language);
}

export async function initStaffI18n(language: AppLanguage): Promise<void> {
  staffI18n.on('languageChanged', describeDocument);
  await staffI18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...APP_LANGUAGES],
    ns: [STAFF_NAMESPACE],
    defaultNS: STAFF_NAMESPACE,
    resources: { en: { [STAFF_NAMESPACE]: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  await changeStaffLanguage(language, false).catch(() => undefined);
  describeDocument(staffI18n.language);
}

export async function changeStaffLanguage(language: AppLanguage, remember = true): Promise<void> {
  await loadCatalog(language);
  await staffI18n.changeLanguage(language);
  if (remember) window.localStorage.setItem(STORAGE_KEY, language);
}
