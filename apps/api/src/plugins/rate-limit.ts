/**
 * A per-address limit on API writes (sign-in, token, forgot password and every later
 * public write), on top of the per-account limits of sign-in and password reset. Reads
 * are not limited: job search is cached and cheap. The counters live in this process;
 * behind several instances each enforces its own share.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors/catalogue.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerWriteRateLimit(
  app: FastifyInstance,
  perMinute: number,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => SAFE_METHODS.has(request.method) || !request.url.startsWith('/rest/'),
    errorResponseBuilder: () => appError('RATE_LIMITED'),
  });
}
