import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, FeatureFlagsResult, resolveFeatureFlags, SiteParams } from '@talentgate/domain';

/** The tenant's feature flags (spec 1 §7 "Feature flags"), defaults filled in. */
export const featureFlagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/featureflags/:client',
    {
      schema: {
        tags: ['site'],
        summary: 'Feature flags of the career site',
        params: SiteParams,
        response: { 200: FeatureFlagsResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      resolveFeatureFlags((await app.tenants.require(request.params.client)).featureFlags),
  );
};
