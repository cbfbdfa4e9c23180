import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Activity,
  ActivityInput,
  ActivityList,
  ActivityUpdate,
  CandidateIdParams,
  ErrorBody,
  SiteParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { activityFromInput, addActivity, presentActivity } from './add-activity.js';
import { listActivities, updateActivity } from './list-activities.js';

/**
 * Candidate activities (spec 1 §7, spec 2 §7), for the acting candidate only: add (also by a
 * flow's new candidate), and for the signed-in dashboard get all and update.
 */
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

  app.get(
    '/rest/private/candidate/:client/activity/candidate/:candidateId',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Every activity of the signed-in candidate, newest first',
        params: CandidateIdParams,
        response: { 200: ActivityList, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { params } = request;
      const { owner } = await requireSignedInOwner(app, request, params.client, params.candidateId);
      return (await listActivities(app.db, owner)).map(presentActivity);
    },
  );

  app.post(
    '/rest/private/candidate/:client/activity',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Update an activity of the signed-in candidate; completes it now',
        params: SiteParams,
        body: ActivityUpdate,
        response: { 200: Activity, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { body } = request;
      const { owner } = await requireSignedInOwner(
        app,
        request,
        request.params.client,
        body.candidateId,
      );
      return presentActivity(await updateActivity(app.db, owner, body));
    },
  );
};
