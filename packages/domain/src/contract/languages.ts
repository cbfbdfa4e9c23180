import Type from 'typebox';

/** A language a tenant's site offers (spec 2 §3 "Language: language, languageCodeId"). */
export const SiteLanguage = Type.Object({
  language: Type.String(),
  languageCodeId: Type.Integer(),
});
export type SiteLanguage = Type.Static<typeof SiteLanguage>;

/** The languages call (spec 2 §7): the tenant's languages, default first, and the default. */
export const LanguagesResult = Type.Object({
  defaultLanguage: Type.String(),
  languages: Type.Array(SiteLanguage),
});
export type LanguagesResult = Type.Static<typeof LanguagesResult>;
