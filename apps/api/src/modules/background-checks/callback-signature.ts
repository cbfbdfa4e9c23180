/**
 * A provider's status callback is signed like an assessment vendor's (decision 0042): HMAC-
 * SHA256 over `{timestamp}.{raw body}`, the same window and constant-time check; only the
 * header names are the background provider's own.
 */
export {
  CALLBACK_TOLERANCE_SECONDS,
  checkCallback,
  signCallback,
} from '../assessments/callback-signature.js';

export const SIGNATURE_HEADER = 'x-background-signature';
export const TIMESTAMP_HEADER = 'x-background-timestamp';
