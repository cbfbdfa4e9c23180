/**
 * Pino options: one line per request with its id, and every place a secret could
 * appear (credentials, cookies, tokens, passwords, token query values in e-mailed
 * links) redacted before it is written; errors logged without the values of the failed
 * statement (errorForLog).
 *
 * Redaction runs when a line is written (pino's `formatters`), not when a logger is made:
 * pino's own `redact` option re-checks its paths on every child logger, and Fastify makes
 * one per request, which cost more than a tenth of a cached job search. Here a request
 * pays only for the lines it actually writes.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Keys whose values never reach a log line, at any depth (compared lower-cased). */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'x-nonce',
  'x-apply-attempt',
  'attemptid',
  'password',
  'newpassword',
  'currentpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'secret',
  // Sensitive data (decision 0048): SSNs, document numbers and one-time codes.
  'ssn',
  'ssn_confirm',
  'ssnconfirm',
  'documentnumber',
  'onetimecode',
  'otp',
]);

export const REDACTED = '[redacted]';
/** Deeper than any object we log; a cycle or a huge structure stops here. */
const MAX_DEPTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function redactValue(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return REDACTED;
    const items: unknown[] = value.map((item: unknown) => redactValue(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isPlainObject(value)) return value;
  return depth >= MAX_DEPTH ? REDACTED : redactObject(value, depth + 1);
}

/**
 * A copy of a log object with secret keys' values replaced, at any depth. Objects without
 * secrets come back as they are (no copy). Errors and other class instances are left to
 * their serializers.
 */
export function redactObject(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const redacted = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactValue(value, depth);
    if (redacted !== value) {
      copy ??= { ...object };
      copy[key] = redacted;
    }
  }
  return copy ?? object;
}

/** Query parameters that carry credentials (spec 1 §2: token, code, access_token, id_token). */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|access_token|id_token|nonce)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/** Drizzle appends the statement's values to its message: `…\nparams: jane@example.com,Jane`. */
const QUERY_PARAMETERS = /\n\s*params: [^\n]*/g;
/** PostgreSQL quotes the value it refused after a colon: `…type integer: "jane@example.com"`. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"/g;
/** Facts about a database error that name schema objects, never values. */
const SCHEMA_FACTS = ['code', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

const withoutValues = (text: string) =>
  text.replace(QUERY_PARAMETERS, '\nparams: [redacted]').replace(QUOTED_VALUE, ': "[redacted]"');

/**
 * What a logged error keeps: its type, message and stack without the statement's values,
 * the SQL text (placeholders only), the SQLSTATE and the names of the schema objects, and
 * its cause the same way. The driver's `detail` (`Key (uname)=(jane@example.com) …`),
 * `where` and `params`, and any other property, are left out: a 500's log line must not
 * carry the personal data of the request that failed.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [fact: string]: unknown;
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error) || depth > 4) return { type: typeof error, message: '', stack: '' };
  const logged: LoggedError = {
    type: error.constructor.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack ?? ''),
  };
  for (const fact of SCHEMA_FACTS) {
    const value: unknown = Reflect.get(error, fact);
    if (typeof value === 'string' || typeof value === 'number') logged[fact] = value;
  }
  const query: unknown = Reflect.get(error, 'query');
  if (typeof query === 'string') logged['query'] = query;
  if (error.cause !== undefined) logged['cause'] = errorForLog(error.cause, depth + 1);
  return logged;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

const SERIALIZERS = {
  err: (error: unknown) => errorForLog(error),
  // Only these four facts of a request are logged: never its headers, cookies or body.
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  }),
};

// Child loggers' bindings are not formatted by pino (it resets that formatter for
// children); the only child we make is Fastify's per request, bound to the request id.
const FORMATTERS = { log: (object: Record<string, unknown>) => redactObject(object) };

export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, formatters: FORMATTERS, serializers: SERIALIZERS };
  if (stream) return { ...base, stream };
  return {
    ...base,
    ...(config.nodeEnv === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
