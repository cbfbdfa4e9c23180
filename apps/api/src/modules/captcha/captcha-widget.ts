/**
 * The browser half of a tenant's captcha: which provider script the page loads, and the
 * sources the page's Content Security Policy must allow for it (decision 0013-captcha-csp).
 * Nothing here is secret; the site call sends the widget to the browser.
 */
import type { CaptchaProvider, SiteConfig } from '@talentgate/domain';
import type { CaptchaSettings } from './verify-captcha.js';

export type CaptchaWidget = NonNullable<SiteConfig['captcha']>;

/** Explicit rendering: the page calls `render()` itself when the form is ready. */
const SCRIPT_URLS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
};

export type CspAdditions = Partial<
  Record<'script-src' | 'frame-src' | 'style-src' | 'connect-src', string[]>
>;

/** What each provider documents for its widget. */
const PROVIDER_SOURCES: Record<CaptchaProvider, CspAdditions> = {
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    'script-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'frame-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'style-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'connect-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
};

export function captchaWidget(settings: CaptchaSettings): CaptchaWidget {
  return {
    provider: settings.provider,
    siteKey: settings.siteKey,
    scriptUrl: settings.scriptUrl ?? SCRIPT_URLS[settings.provider],
  };
}

/** Sources a tenant's pages allow for its captcha: none without one. */
export function captchaCspAdditions(settings: CaptchaSettings | null): CspAdditions {
  if (!settings) return {};
  if (!settings.scriptUrl) return PROVIDER_SOURCES[settings.provider];
  const origin = new URL(settings.scriptUrl).origin;
  return { 'script-src': [origin], 'frame-src': [origin] };
}
