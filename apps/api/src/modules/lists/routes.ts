import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActiveListItems, ErrorBody, ListParams } from '@talentgate/domain';
import { findActiveList } from './find-active-list.js';

/** Public "active list by name" (spec 2 §7 "Lookups and lists"). */
export const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/lists/:client/:name',
    {
      schema: {
        tags: ['lists'],
        summary: 'Active items of a tenant list, in sort order',
        params: ListParams,
        response: { 200: ActiveListItems, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return findActiveList(app.db, tenant, request.params.name);
    },
  );
};
