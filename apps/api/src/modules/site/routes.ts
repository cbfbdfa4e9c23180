import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, SiteConfig, SiteParams } from '@talentgate/domain';
import { presentSite } from './present-site.js';

export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/site/:client',
    {
      schema: {
        tags: ['site'],
        summary: "Public facts about a tenant's career site",
        params: SiteParams,
        response: { 200: SiteConfig, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => presentSite(await app.tenants.require(request.params.client)),
  );
};
