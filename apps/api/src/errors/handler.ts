/**
 * One error handler for the whole API. Known errors keep their code and message;
 * Fastify's own client errors are mapped to catalogue codes; anything else is logged
 * and answered with a generic 500 that carries no stack, SQL or internal message.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { ErrorBody, ErrorCode, FieldErrorBody } from '@talentgate/domain';
import { databaseFailureOf } from '../db/failures.js';
import { AppError, ERROR_CATALOGUE } from './catalogue.js';

function send(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  field?: string,
  fields?: readonly FieldErrorBody[],
) {
  const { status } = ERROR_CATALOGUE[code];
  const body: ErrorBody = {
    statusCode: status,
    code,
    message: message ?? ERROR_CATALOGUE[code].message,
  };
  if (field !== undefined) body.field = field;
  if (fields !== undefined) body.fields = [...fields];
  return reply.status(status).send(body);
}

type ValidationIssue = FastifySchemaValidationError;

/** Names the field at fault: `/pageSize` → `pageSize`; a missing or extra property names itself. */
function fieldOf(issue: ValidationIssue): string {
  const named = issue.params['missingProperty'] ?? issue.params['additionalProperty'];
  if (typeof named === 'string')
    return [issue.instancePath.slice(1), named].filter(Boolean).join('.');
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function describe(issue: ValidationIssue, field: string, context: string | undefined): string {
  if (issue.keyword === 'additionalProperties')
    return `Unknown ${context ?? 'request'} field "${field}".`;
  const detail = issue.message ?? 'is invalid';
  return field
    ? `Invalid value for "${field}": ${detail}.`
    : `Invalid ${context ?? 'request'}: ${detail}.`;
}

const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.code, error.message, error.field, error.fields);
    }

    if (error.validation && error.validation.length > 0) {
      const [issue] = error.validation;
      if (issue) {
        const field = fieldOf(issue);
        return send(
          reply,
          'VALIDATION_FAILED',
          describe(issue, field, error.validationContext),
          field || undefined,
        );
      }
    }

    const mapped = FASTIFY_CLIENT_ERRORS[error.code];
    if (mapped) return send(reply, mapped);
    // JSON.parse failures surface as SyntaxError with statusCode 400.
    if (error instanceof SyntaxError) return send(reply, 'BAD_REQUEST');
    // A plugin's own client error (a static file path that leaves its folder is a 403).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return send(reply, CLIENT_ERROR_BY_STATUS[status] ?? 'BAD_REQUEST');

    const kind = databaseFailureOf(error);
    if (kind === 'bad-value') {
      // Input that slipped past validation; worth fixing in the route's schema.
      request.log.warn({ err: error }, 'value refused by the database');
      return send(reply, 'BAD_REQUEST');
    }
    if (kind === 'unavailable') {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });
}

const CLIENT_ERROR_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Errors Fastify answers before routing (a malformed URL): the catalogue's 400 as well. */
export function frameworkErrorHandler(
  _error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  void send(reply, 'BAD_REQUEST');
}

/** Unknown routes get the catalogue's 404 instead of Fastify's default body. */
export function registerNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => send(reply, 'ROUTE_NOT_FOUND'));
}
