/**
 * A per-address limit on API writes (sign-in, token, forgot password and every later
 * public write), on top of the per-account limits of sign-in and password reset. Reads
 * are not limited: job search is cached and cheap. The counters live in this process, or
 * with REDIS_URL in Redis, where several instances share them. Should Redis stop answering,
 * requests go through without the per-address count (logged); the per-account limits of
 * sign-in and reset live in the database and hold either way.
 *
 * The limiter is attached only to write routes under /rest/, decided once when each route
 * is registered: a global hook would compute the client address and run four awaits on
 * every page, asset and search request only to let it through.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { appError } from '../errors/catalogue.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isLimitedWrite(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith('/rest/') && methods.some((method) => !SAFE_METHODS.has(method));
}

/** Redis for counters several instances share, connected before the first request. */
async function sharedCounters(app: FastifyInstance, redisUrl: string): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    connectionName: 'talentgate-rate-limit',
  });
  // Without a listener an unreachable server would be an unhandled 'error' event.
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Unreachable at start: the site still starts; the client keeps trying to reconnect.
  await redis.connect().catch((error: unknown) => {
    app.log.warn({ err: error }, 'rate-limit store unreachable at start');
  });
  return redis;
}

export async function registerWriteRateLimit(
  app: FastifyInstance,
  perMinute: number,
  redisUrl: string | null = null,
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
    ...(redisUrl === null
      ? {}
      : {
          redis: await sharedCounters(app, redisUrl),
          nameSpace: 'talentgate-rate-',
          skipOnError: true,
        }),
  });
}
