import 'i18next';
import type account from './locales/account/en.json';
import type applyEngine from './locales/apply-engine/en.json';
import type en from './locales/en.json';
import type staff from '../staff/i18n/locales/en.json';

// Types every t('key') call against the English catalog, so a missing key fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      applyEngine: typeof applyEngine;
      account: typeof account;
      staff: typeof staff;
    };
  }
}
