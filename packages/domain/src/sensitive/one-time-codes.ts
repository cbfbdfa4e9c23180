/**
 * One-time codes by SMS (issue 26; spec 2 §5 "OTP only for configured countries"): the limits
 * the API enforces and the page tells the candidate.
 */
export const ONE_TIME_CODE_LENGTH = 6;
export const ONE_TIME_CODE_LIFETIME_MINUTES = 10;
/** Wrong entries a code takes before it is spent. */
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
/** Codes a candidate may be sent for one purpose within the window. */
export const ONE_TIME_CODE_SENDS_PER_WINDOW = 3;
export const ONE_TIME_CODE_SEND_WINDOW_MINUTES = 10;
/** What a code proves, by the step that asks for it. */
export const ONE_TIME_CODE_PURPOSES = ['onboarding'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * Whether a form asks for a code: its definition's `otpCountryList` (spec 2 §3) names the
 * country (code or name, any case) of the candidate. No list, no code.
 */
export function otpRequired(otpCountryList: readonly string[] | undefined, country: string) {
  const wanted = country.trim().toLowerCase();
  return (
    wanted !== '' && (otpCountryList ?? []).some((entry) => entry.trim().toLowerCase() === wanted)
  );
}

/** `*******0100`: only the last four digits of the number the code went to. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}
