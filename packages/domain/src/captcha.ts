/** Captcha facts both sides use (spec 1 §5, §7, §9). Plain values, no TypeBox. */

/** Providers that share the siteverify protocol and the explicit `render()` widget API. */
export const CAPTCHA_PROVIDERS = ['recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The widget is rendered this long after the form (spec 1 §9, spec 2 §9). */
export const CAPTCHA_RENDER_DELAY_MS = 1000;
