import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, LanguagesResult, SiteParams } from '@talentgate/domain';
import { presentLanguages } from './present-languages.js';

/** Public languages call (spec 2 §7 "Languages (language, languageCodeId)"). */
export const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/languages/:client',
    {
      schema: {
        tags: ['site'],
        summary: "The tenant's languages with their ids, and its default language",
        params: SiteParams,
        response: { 200: LanguagesResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => presentLanguages(await app.tenants.require(request.params.client)),
  );
};
