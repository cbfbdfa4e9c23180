import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplyAttempt,
  ApplyAttemptFormParams,
  ApplyAttemptHeaders,
  ApplyAttemptParams,
  ErrorBody,
  SaveAttemptFormBody,
  StartApplyAttemptBody,
  StartedApplyAttempt,
} from '@talentgate/domain';
import { loadStreamForms } from '../apply-streams/find-stream.js';
import { currentSession } from '../auth/authenticate.js';
import { findApplyAttempt } from './find-attempt.js';
import { presentAttempt } from './present-attempt.js';
import { saveAttemptForm } from './save-attempt-form.js';
import { startApplyAttempt } from './start-attempt.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['apply attempts'];

/**
 * Apply attempts: start (create is PUT, spec 2 §7), read, and save one form. Saving is where
 * the server enforces a stream's forms: 400 VALIDATION_FAILED with `fields`, 409
 * STEP_OUT_OF_ORDER, 404 for another tenant's or an expired attempt.
 */
export const applyAttemptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/rest/public/apply/:client/attempt',
    {
      schema: {
        tags,
        summary: 'Start an application (or join/alert sign-up): returns its secret id once',
        params: ApplyAttemptParams,
        body: StartApplyAttemptBody,
        response: { 201: StartedApplyAttempt, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await currentSession(app, request);
      const candidateId = session?.tenantId === tenant.id ? session.candidateId : null;
      const { secret, attempt } = await startApplyAttempt(app.db, tenant, {
        ...request.body,
        candidateId,
      });
      const forms = await loadStreamForms(app.db, tenant, attempt.applyStreamId);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ ...presentAttempt(attempt, forms), attemptId: secret });
    },
  );

  app.get(
    '/rest/public/apply/:client/attempt',
    {
      schema: {
        tags,
        summary: 'The attempt named by the X-Apply-Attempt header, with its saved answers',
        params: ApplyAttemptParams,
        headers: ApplyAttemptHeaders,
        response: { 200: ApplyAttempt, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const attempt = await findApplyAttempt(app.db, tenant, request.headers['x-apply-attempt']);
      const forms = await loadStreamForms(app.db, tenant, attempt.applyStreamId);
      reply.header('cache-control', 'no-store');
      return presentAttempt(attempt, forms);
    },
  );

  app.post(
    '/rest/public/apply/:client/attempt/form/:applyFormId',
    {
      schema: {
        tags,
        summary: 'Submit one form of the attempt: validated, in order, then saved',
        params: ApplyAttemptFormParams,
        headers: ApplyAttemptHeaders,
        body: SaveAttemptFormBody,
        response: { 200: ApplyAttempt, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { attempt, forms } = await saveAttemptForm(
        app.db,
        tenant,
        request.headers['x-apply-attempt'],
        request.params.applyFormId,
        request.body.data,
      );
      reply.header('cache-control', 'no-store');
      return presentAttempt(attempt, forms);
    },
  );
};
