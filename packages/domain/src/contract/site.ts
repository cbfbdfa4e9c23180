import Type from 'typebox';
import { ANALYTICS_MODES } from '../analytics.js';
import { ClientKey } from './common.js';
import { SiteBranding } from './message-branding.js';

export const SiteParams = Type.Object({ client: ClientKey });
export type SiteParams = Type.Static<typeof SiteParams>;

/** Public facts about a tenant's career site that the browser needs. */
export const SiteConfig = Type.Object({
  client: Type.String(),
  name: Type.String(),
  tagline: Type.String(),
  defaultLanguage: Type.String(),
  languages: Type.Array(Type.String()),
  /** Password criteria ids the sign-up and password forms list (see PASSWORD_CRITERIA). */
  passwordCriteria: Type.Array(Type.String()),
  /**
   * The tenant's policy pages (settings.policyLinks), shown wherever consent is asked: a web
   * address or a path of this site; null when the tenant has none.
   */
  policyLinks: Type.Object({
    terms: Type.Union([Type.String(), Type.Null()]),
    privacy: Type.Union([Type.String(), Type.Null()]),
  }),
  /**
   * The tenant's texts in every language of the site (the default language's value filled in
   * where a language has none): the tagline, and apply stream names by stream key.
   */
  texts: Type.Object({
    tagline: Type.Record(Type.String(), Type.String()),
    streamNames: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  }),
  /** When false, sign-in happens on /profile/login/ instead of a modal. */
  signInModal: Type.Boolean(),
  /**
   * The tenant's captcha widget, when one is configured: provider, public site key and the
   * provider script the page loads (the secret stays on the server).
   */
  captcha: Type.Union([
    Type.Object({
      provider: Type.Union([
        Type.Literal('recaptcha'),
        Type.Literal('hcaptcha'),
        Type.Literal('turnstile'),
      ]),
      siteKey: Type.String(),
      scriptUrl: Type.String(),
    }),
    Type.Null(),
  ]),
  /** The tenant's analytics setting (decision 0045): off, aggregate counts, or after consent. */
  analytics: Type.Enum(ANALYTICS_MODES),
  /** The tenant's active message branding (issue 27): the theme's colour and logo; else null. */
  branding: Type.Union([SiteBranding, Type.Null()]),
});
export type SiteConfig = Type.Static<typeof SiteConfig>;

/** Texts by language code, e.g. `{ en: 'Apply', es: 'Solicita' }`. */
const ByLanguage = Type.Record(Type.String({ pattern: '^[a-z]{2}(-[a-z]{2})?$' }), Type.String());

/**
 * A tenant's texts per language, kept as config as code (`config/tenants/{client}/texts.yaml`,
 * issue 21 item 10): its tagline and the names of its apply streams by stream key. A language
 * without a value shows the tenant's default language's.
 */
export const TenantTextsFile = Type.Object(
  {
    version: Type.Literal(1),
    tagline: Type.Optional(ByLanguage),
    streamNames: Type.Optional(Type.Record(Type.String({ minLength: 1 }), ByLanguage)),
  },
  { additionalProperties: false },
);
export type TenantTextsFile = Type.Static<typeof TenantTextsFile>;

/** A text in the page language, else the default language's, else `fallback`. */
export function textIn(
  values: Readonly<Record<string, string>> | undefined,
  language: string,
  defaultLanguage: string,
  fallback: string,
): string {
  return values?.[language] ?? values?.[defaultLanguage] ?? fallback;
}
