import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  Candidate,
  CandidateIdResult,
  CandidateUpdate,
  ErrorBody,
  SiteParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate, requireSession } from '../auth/authenticate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findCandidateById } from './find-candidate.js';
import { candidateView } from './present-candidate.js';
import { updateCandidate } from './update-candidate.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/**
 * The signed-in candidate's own record (spec 1 §7). Update also serves the apply flow
 * ("add/update candidate", spec 2 §7): it accepts the x-nonce token of a new candidate.
 */
export const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedInCandidate = async (request: FastifyRequest, client: string) => {
    const tenant: Tenant = await app.tenants.require(client);
    const session = await requireSession(app, request, tenant);
    const candidate = await findCandidateById(app.db, tenant.id, session.candidateId);
    if (!candidate) throw appError('UNAUTHORIZED');
    return { tenant, candidate };
  };

  app.get(
    '/rest/private/candidate/:client/current',
    {
      schema: {
        tags: ['candidates'],
        summary: 'The signed-in candidate',
        params: SiteParams,
        response: { 200: Candidate, ...errors },
      },
    },
    async (request) =>
      candidateView(app.db, (await signedInCandidate(request, request.params.client)).candidate),
  );

  app.get(
    '/rest/private/candidate/:client/current/id',
    {
      schema: {
        tags: ['candidates'],
        summary: 'The signed-in candidate\u2019s id',
        params: SiteParams,
        response: { 200: CandidateIdResult, ...errors },
      },
    },
    async (request) => ({
      candidateId: (await signedInCandidate(request, request.params.client)).candidate.id,
    }),
  );

  app.post(
    '/rest/private/candidate/:client',
    {
      schema: {
        tags: ['candidates'],
        summary:
          'Update the signed-in candidate, or a new one by x-nonce token (empty strings leave fields unchanged)',
        params: SiteParams,
        body: CandidateUpdate,
        response: { 200: Candidate, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      if (request.body.candidateId !== candidate.id) throw appError('UNAUTHORIZED');
      return candidateView(app.db, await updateCandidate(app.db, tenant, candidate, request.body));
    },
  );
};
