/**
 * A per-address limit on API writes (sign-in, token, forgot password and every later
 * public write), on top of the per-account limits of sign-in and password reset. Reads
 * are not limited: job search is cached and cheap. The counters live in this process;
 * behind several instances each enforces its own share.
 *
 * The limiter is attached only to write routes under /rest/, decided once when each route
 * is registered: a global hook would compute the client address and run four awaits on
 * every page, asset and search request only to let it through.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { appError } from '../errors/catalogue.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isLimitedWrite(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith('/rest/') && methods.some((method) => !SAFE_METHODS.has(method));
}

export async function registerWriteRateLimit(
  app: FastifyInstance,
  perMinute: number,
): Promise<void> {
  // Runs before the limiter's own onRoute hook (added by the register below), so the
  // limiter sees `rateLimit: false` on reads and adds nothing to them. A read that asks
  // for a limit of its own (an enumeration-prone lookup) keeps it.
  app.addHook('onRoute', (route) => {
    if (!isLimitedWrite(route) && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: false };
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => appError('RATE_LIMITED'),
  });
}
