import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ErrorBody } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';

const Status = Type.Object({ status: Type.Literal('ok') });

/** Readiness answers within this, whatever the database does (a load balancer waits ~2 s). */
export const READINESS_TIMEOUT_MS = 1_500;

class PingTimeout extends Error {}

/** The ping, or a PingTimeout once `ms` have passed; a late answer is then ignored. */
function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PingTimeout(`no answer within ${ms} ms`)), ms);
  });
  const answered = ping();
  answered.catch(() => undefined);
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** Liveness says the process answers; readiness says it can reach its database. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: Status } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: Status, 503: ErrorBody } }, logLevel: 'warn' },
    async (request) => {
      try {
        await pingWithin(() => app.database.ping(), READINESS_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw appError('NOT_READY');
      }
      return { status: 'ok' as const };
    },
  );
};
