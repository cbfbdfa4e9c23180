import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ErrorBody } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';

const Status = Type.Object({ status: Type.Literal('ok') });

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
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw appError('NOT_READY');
      }
      return { status: 'ok' as const };
    },
  );
};
