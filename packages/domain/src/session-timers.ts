/**
 * Browser session timing rules (spec 1 §4, §9) as pure functions of the clock, so they can
 * be tested with fake time and shared by every page.
 */
const MINUTE = 60_000;

export const BEARER_RESTORE_MIN_REMAINING_MS = 8 * MINUTE;
export const TEMPORARY_RESTORE_MIN_REMAINING_MS = 6 * MINUTE;
export const TEMPORARY_REUSE_MIN_REMAINING_MS = 5 * MINUTE;
export const TEMPORARY_RENEW_BEFORE_EXPIRY_MS = 5 * MINUTE;
export const INACTIVITY_COUNTDOWN_SECONDS = 60;
export const SIGN_IN_BROADCAST_DELAY_MS = 50;

/** A stored bearer token is restored on start only with more than 8 minutes left. */
export function canRestoreBearer(expiry: number, now: number): boolean {
  return expiry - now > BEARER_RESTORE_MIN_REMAINING_MS;
}

/** A stored temporary token is restored only on apply link pages, with more than 6 minutes left. */
export function canRestoreTemporary(
  expiry: number,
  now: number,
  onApplyLinkPage: boolean,
): boolean {
  return onApplyLinkPage && expiry - now > TEMPORARY_RESTORE_MIN_REMAINING_MS;
}

/** A temporary token is reused while more than 5 minutes remain; otherwise a new one is requested. */
export function canReuseTemporary(expiry: number, now: number): boolean {
  return expiry - now > TEMPORARY_REUSE_MIN_REMAINING_MS;
}

/**
 * Delay until the bearer token is re-requested: the remaining life minus 15 minutes when
 * more than 45 minutes remain, otherwise minus 5 minutes (never negative).
 */
export function bearerRefreshDelay(expiry: number, now: number): number {
  const remaining = expiry - now;
  const offset = remaining > 45 * MINUTE ? 15 * MINUTE : 5 * MINUTE;
  return Math.max(0, remaining - offset);
}

/** Delay until a temporary token is renewed: 5 minutes before it expires. */
export function temporaryRenewDelay(expiry: number, now: number): number {
  return Math.max(0, expiry - now - TEMPORARY_RENEW_BEFORE_EXPIRY_MS);
}

/** When the inactivity warning appears: the maximum session time minus 60 s after the last activity. */
export function inactivityWarningAt(lastActivity: number, maxSessionMs: number): number {
  return lastActivity + maxSessionMs - INACTIVITY_COUNTDOWN_SECONDS * 1000;
}

/** The spec's inactivity banner text (spec 1 §8). */
export function inactivityMessage(secondsLeft: number): string {
  return `Hey! You will be logged off in ${secondsLeft} Seconds due to inactivity. Click here to continue`;
}
