import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AreaOfInterestList,
  CandidateIdParams,
  ErrorBody,
  StoredAreaOfInterestList,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { presentAreasOfInterest, replaceAreasOfInterest } from './areas-of-interest.js';
import { transaction } from '../../db/transaction.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** Update candidate area of interest list by candidateId (spec 1 §7, spec 2 §7). */
export const areaOfInterestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rest/private/candidate/:client/area-of-interest/:candidateId',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'Replace the candidate\u2019s areas of interest (session or x-nonce token)',
        params: CandidateIdParams,
        body: AreaOfInterestList,
        response: { 200: StoredAreaOfInterestList, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      if (candidate.id !== request.params.candidateId) throw appError('CANDIDATE_NOT_FOUND');
      return presentAreasOfInterest(
        await transaction(app.db, (tx) =>
          replaceAreasOfInterest(tx, tenant.id, candidate.id, request.body),
        ),
      );
    },
  );
};
