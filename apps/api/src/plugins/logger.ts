/**
 * Pino options: one line per request with its id, and every place a secret could
 * appear (credentials, cookies, tokens, passwords, token query values in e-mailed
 * links) redacted before it is written.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-nonce"]',
  'req.headers["x-apply-attempt"]',
  '*.attemptId',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
];

/** Query parameters that carry credentials (spec 1 §2: token, code, access_token, id_token). */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|access_token|id_token|nonce)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

const REDACTION = { paths: REDACTED_PATHS, censor: '[redacted]' };

const SERIALIZERS = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  }),
};

export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (stream)
    return { level: config.logLevel, redact: REDACTION, serializers: SERIALIZERS, stream };
  return {
    level: config.logLevel,
    redact: REDACTION,
    serializers: SERIALIZERS,
    ...(config.nodeEnv === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
