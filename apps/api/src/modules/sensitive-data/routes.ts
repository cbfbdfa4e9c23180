import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, SensitiveClientParams, SensitiveValueList } from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';

/** The signed-in candidate's own SSNs and document numbers, masked: what a form shows again. */
export const sensitiveDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/private/candidate/:client/sensitive',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'The signed-in candidate\u2019s SSNs and document numbers, masked',
        params: SensitiveClientParams,
        response: { 200: SensitiveValueList, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return { items: await app.sensitiveData.masked(app.db, owner) };
    },
  );
};
