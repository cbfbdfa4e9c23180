import { isErrorCode, type ErrorCode } from '@talentgate/domain';
import type { ErrorBody, FieldErrorBody } from '@talentgate/domain';

/** Failures the browser names itself, because no error body from the API describes them. */
export type ClientErrorCode =
  /** The request never got an answer (offline, DNS, connection reset). */
  | 'NETWORK_ERROR'
  /** An answer with neither status nor body (spec 1 §7 and §8). */
  | 'UNAUTHORIZED'
  /** A successful status whose body is not the JSON we expect. */
  | 'INVALID_RESPONSE'
  /** An error status without a recognisable error body (e.g. a proxy's HTML 502 page). */
  | 'HTTP_ERROR';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The request field at fault, for validation errors. */
  readonly field: string | undefined;
  /** Every field at fault, for form submissions (spec 2 §5 codes). */
  readonly fields: readonly FieldErrorBody[];

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    field?: string,
    fields: readonly FieldErrorBody[] = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the API's "this thing does not exist" answers, which pages show as not found. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate['statusCode'] === 'number' &&
    typeof candidate['code'] === 'string' &&
    typeof candidate['message'] === 'string'
  );
}

const FIELD_ERROR_CODES: readonly number[] = [201, 202, 302];

function isFieldErrorBody(value: unknown): value is FieldErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const field: unknown = Reflect.get(value, 'field');
  const code: unknown = Reflect.get(value, 'code');
  const message: unknown = Reflect.get(value, 'message');
  return (
    typeof field === 'string' &&
    typeof code === 'number' &&
    FIELD_ERROR_CODES.includes(code) &&
    typeof message === 'string'
  );
}

export function apiErrorFromBody(status: number, body: ErrorBody): ApiError {
  // A code this build does not know yet still carries its status and message.
  const code = isErrorCode(body.code) ? body.code : 'HTTP_ERROR';
  const fields: unknown = body.fields;
  const fieldErrors = Array.isArray(fields) ? fields.filter(isFieldErrorBody) : [];
  return new ApiError(status, code, body.message, body.field, fieldErrors);
}
