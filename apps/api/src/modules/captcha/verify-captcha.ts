/**
 * Captcha verification by the siteverify protocol shared by reCAPTCHA, hCaptcha and
 * Turnstile: POST the secret and the visitor's token as a form; the answer says success.
 * Configured per tenant in `settings.captcha`; the secret never reaches the browser.
 */
import Type from 'typebox';
import { Value } from 'typebox/value';

export const CaptchaSettings = Type.Object({
  provider: Type.Union([
    Type.Literal('recaptcha'),
    Type.Literal('hcaptcha'),
    Type.Literal('turnstile'),
  ]),
  siteKey: Type.String({ minLength: 1 }),
  secret: Type.String({ minLength: 1 }),
  /** Overrides the provider's address (a self-hosted or test verifier). */
  verifyUrl: Type.Optional(Type.String({ pattern: '^https?://' })),
  /**
   * Overrides the provider's widget script (a self-hosted copy, or the fake provider of the
   * browser tests); pages of the tenant then allow scripts and frames from its origin.
   */
  scriptUrl: Type.Optional(Type.String({ pattern: '^https?://[^/?#]+/' })),
});
export type CaptchaSettings = Type.Static<typeof CaptchaSettings>;

const VERIFY_URLS: Record<CaptchaSettings['provider'], string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

const TIMEOUT_MS = 5_000;

export function captchaSettingsOf(settings: Record<string, unknown>): CaptchaSettings | null {
  const captcha = settings['captcha'];
  return Value.Check(CaptchaSettings, captcha) ? captcha : null;
}

/** True only when the provider confirms the token; errors and timeouts count as failure. */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  const body = new URLSearchParams({
    secret: settings.secret,
    response: token,
    remoteip: remoteIp,
  });
  try {
    const response = await fetch(settings.verifyUrl ?? VERIFY_URLS[settings.provider], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null && Reflect.get(answer, 'success') === true;
  } catch {
    return false;
  }
}
