/**
 * The signature of a vendor's status callback (decision 0042): HMAC-SHA256 with the vendor's
 * secret over `{timestamp}.{raw body}`, hex, in `x-assessment-signature`; the timestamp
 * (epoch seconds) in `x-assessment-timestamp`. Compared in constant time; a timestamp more
 * than five minutes away from now is stale, so a captured callback is useless after that,
 * and within the window the delivery id (remembered until then) refuses a replay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-assessment-signature';
export const TIMESTAMP_HEADER = 'x-assessment-timestamp';
/** How far a callback's timestamp may be from our clock, either way. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const SECONDS = /^\d{1,12}$/;

export function signCallback(secret: Buffer, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type CallbackCheck =
  { ok: true; timestamp: number } | { ok: false; problem: 'signature' | 'stale' };

/**
 * Checks the signature first (nothing about an unsigned request is looked at further), then
 * the timestamp's window. The replay check is the caller's, with the delivery id.
 */
export function checkCallback(
  secret: Buffer,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
  now: Date,
): CallbackCheck {
  const { signature, timestamp } = headers;
  if (signature === undefined || timestamp === undefined || !SECONDS.test(timestamp)) {
    return { ok: false, problem: 'signature' };
  }
  const seconds = Number(timestamp);
  const expected = Buffer.from(signCallback(secret, seconds, rawBody), 'hex');
  const given = HEX_SHA256.test(signature.toLowerCase())
    ? Buffer.from(signature.toLowerCase(), 'hex')
    : Buffer.alloc(expected.length);
  // Both are 32 bytes here; a malformed signature compares a zero buffer and fails.
  const matches = timingSafeEqual(given, expected) && HEX_SHA256.test(signature.toLowerCase());
  if (!matches) return { ok: false, problem: 'signature' };
  if (Math.abs(now.getTime() / 1000 - seconds) > CALLBACK_TOLERANCE_SECONDS) {
    return { ok: false, problem: 'stale' };
  }
  return { ok: true, timestamp: seconds };
}
