import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Activity, ActivityInput, ErrorBody, SiteParams } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { activityFromInput, addActivity, presentActivity } from './add-activity.js';

/** Add candidate activity (spec 1 §7, spec 2 §7), for the acting candidate only. */
export const candidateActivityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/rest/private/candidate/:client/activity',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'Add an activity to the candidate\u2019s feed (session or x-nonce token)',
        params: SiteParams,
        body: ActivityInput,
        response: { 201: Activity, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      if (candidate.id !== request.body.candidateId) throw appError('CANDIDATE_NOT_FOUND');
      const row = await addActivity(
        app.db,
        tenant.id,
        candidate.id,
        activityFromInput(request.body),
      );
      return reply.status(201).send(presentActivity(row));
    },
  );
};
