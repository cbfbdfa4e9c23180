/**
 * Stable error codes the API returns in `{ code, message, statusCode }` bodies.
 * The catalogue of messages and HTTP statuses lives in the API; the codes are
 * shared so the web app can react to them without string matching on messages.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'CLIENT_NOT_FOUND',
  'REQUISITION_NOT_FOUND',
  'JOB_NOT_FOUND',
  'SMART_POST_NOT_FOUND',
  'PLACE_NOT_FOUND',
  'APPLY_STREAM_NOT_FOUND',
  'APPLY_FORM_NOT_FOUND',
  'APPLY_ATTEMPT_NOT_FOUND',
  'STEP_OUT_OF_ORDER',
  'RESUME_LINK_INVALID',
  'RESUME_LINK_USED',
  'RESUME_LINK_EXPIRED',
  'LIST_NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CLIENT_REQUIRED',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'TOKEN_NOT_ALLOWED',
  'INVALID_TOKEN',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_REPETITION_NOT_ALLOWED',
  'CURRENT_PASSWORD_IS_INVALID',
  'CAPTCHA_REQUIRED',
  'CANDIDATE_NOT_FOUND',
  'RECORD_NOT_FOUND',
  'APPLICATION_NOT_FOUND',
  'FOLDER_NOT_FOUND',
  'ACTIVITY_NOT_FOUND',
  'INTERVIEW_NOT_FOUND',
  'OFFER_NOT_FOUND',
  'TODO_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'EMAIL_EXISTS',
  'DUPLICATE_USERNAME',
  'REQUISITION_CLOSED',
  'ALREADY_APPLIED',
  'CAPTCHA_INVALID',
  'XHR_MARKER_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'NOT_READY',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
