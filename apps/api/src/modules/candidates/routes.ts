import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Candidate, ErrorBody, SiteParams } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireSession } from '../auth/authenticate.js';
import { findCandidateById } from './find-candidate.js';
import { presentCandidate } from './present-candidate.js';

/** The signed-in candidate's own record (spec 1 §7 "Get current candidate"). */
export const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/private/candidate/:client/current',
    {
      schema: {
        tags: ['candidates'],
        summary: 'The signed-in candidate',
        params: SiteParams,
        response: { 200: Candidate, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await requireSession(app, request, tenant);
      const candidate = await findCandidateById(app.db, tenant.id, session.candidateId);
      if (!candidate) throw appError('UNAUTHORIZED');
      return presentCandidate(candidate);
    },
  );
};
