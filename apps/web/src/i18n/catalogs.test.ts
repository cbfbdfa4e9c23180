import { describe, expect, it } from 'vitest';
import accountAr from './locales/account/ar.json';
import accountEn from './locales/account/en.json';
import accountEs from './locales/account/es.json';
import accountFr from './locales/account/fr.json';
import engineAr from './locales/apply-engine/ar.json';
import engineEn from './locales/apply-engine/en.json';
import engineEs from './locales/apply-engine/es.json';
import engineFr from './locales/apply-engine/fr.json';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import staffAr from '../staff/i18n/locales/ar.json';
import staffEn from '../staff/i18n/locales/en.json';
import staffEs from '../staff/i18n/locales/es.json';
import staffFr from '../staff/i18n/locales/fr.json';

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (entries: Map<string, string>) =>
  new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

/** Texts that are rightly the same as in English (symbols, shared words). */
const SAME_AS_ENGLISH = new Set([
  'pageTitle',
  'home.facetOption',
  'home.pageN',
  'modal.title.danger',
  'modal.title.info',
  'notifications.region',
  'notFound.eyebrow',
  // French writes these the same way.
  'places.fields.latitude',
  'places.fields.longitude',
  // Dashboard words French writes the same way.
  'dashboard.tabs.documents',
  'dashboard.interviews.mode',
  'dashboard.interviews.minutes_one',
  'dashboard.interviews.minutes_many',
  'dashboard.interviews.minutes_other',
  'dashboard.edit.addresses.type',
  'dashboard.feed.filters.action',
  'dashboard.feed.filters.notification',
  'dashboard.feed.filters.suggestion',
  // Offers: French "Signature"; a link made of its values only (staff console).
  'dashboard.offers.signature',
  'offers.linkTo',
  'offers.awaitingLink',
  // The apply engine's namespace: a row's name is its grid title and number; Spanish "No".
  'grid.rowName',
  'grid.no',
  // Date pattern letters Spanish and French write as English does ("dd", "mm").
  'date.day',
  'date.month',
  // French writes "E-mail" the same way (the continue-link dialog's address field).
  'continueLink.email',
  // The staff console's lines made only of names and values.
  'pipeline.column',
  'application.summary',
  'application.noteBy',
  'candidate.applicationLink',
  'templates.editorTitle',
  'branding.pairRatio',
  // Spanish and French write it the same way.
  'templates.variables',
  // French writes "Logo" the same way.
  'branding.logo',
  'settings.actions',
  // Names and values only: an invitation's title and job, a session's person and title.
  'dashboard.invitations.heading',
  'calendar.session',
  // Staff onboarding answers: Spanish "No"; an empty answer is a dash in every language.
  'onboarding.no',
  'onboarding.empty',
]);

const namespaces = [
  { name: 'translation', english: flatten(en), translations: { es, fr, ar } },
  {
    name: 'applyEngine',
    english: flatten(engineEn),
    translations: { es: engineEs, fr: engineFr, ar: engineAr },
  },
  {
    name: 'account',
    english: flatten(accountEn),
    translations: { es: accountEs, fr: accountFr, ar: accountAr },
  },
  {
    name: 'staff',
    english: flatten(staffEn),
    translations: { es: staffEs, fr: staffFr, ar: staffAr },
  },
] satisfies { name: string; english: Map<string, string>; translations: Record<string, Catalog> }[];

const cases = namespaces.flatMap(({ name, english, translations }) =>
  Object.entries(translations).map(
    ([language, catalog]) => [`${name} ${language}`, language, catalog, english] as const,
  ),
);

describe.each(cases)('the %s catalog', (_name, language, catalog, english) => {
  const entries = flatten(catalog);

  it('has every English key and no others', () => {
    expect([...baseKeys(entries)].sort()).toEqual([...baseKeys(english)].sort());
  });

  it('has every plural form the language needs', () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralBases = [...english.keys()]
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.replace(PLURAL_SUFFIX, ''));
    for (const base of pluralBases) {
      for (const category of categories) expect(entries.has(`${base}_${category}`)).toBe(true);
    }
  });

  it('uses the same interpolation variables as English', () => {
    for (const [key, text] of entries) {
      const englishText = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
      // Arabic names one and two in words ("وظيفتان"), so those forms need no count.
      if (PLURAL_SUFFIX.test(key) && !text.includes('{{')) continue;
      expect(variables(text), key).toEqual(variables(englishText ?? ''));
    }
  });

  it('is translated, not an English copy', () => {
    for (const [key, text] of entries) {
      if (SAME_AS_ENGLISH.has(key) || !english.has(key)) continue;
      expect(text, key).not.toBe(english.get(key));
    }
  });
});
