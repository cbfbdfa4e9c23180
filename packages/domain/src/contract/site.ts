import Type from 'typebox';
import { ClientKey } from './common.js';

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
});
export type SiteConfig = Type.Static<typeof SiteConfig>;
