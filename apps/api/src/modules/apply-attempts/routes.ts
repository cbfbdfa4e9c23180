import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplyAttempt,
  ApplyAttemptFormParams,
  ApplyAttemptHeaders,
  ApplyAttemptParams,
  CompleteAttemptBody,
  CompletedAttempt,
  ErrorBody,
  NONCE_EXPIRY_HEADER,
  NONCE_HEADER,
  SaveAttemptFormBody,
  StartApplyAttemptBody,
  ReturningApplyAttempt,
  StartedApplyAttempt,
} from '@talentgate/domain';
import { streamForms } from '../apply-streams/stream-forms-cache.js';
import { currentSession } from '../auth/authenticate.js';
import { issueNewCandidateToken } from '../tokens/grant-token.js';
import { completeAttempt } from './complete-attempt.js';
import { issueAssessmentToken } from '../assessments/assessment-token.js';
import { findAttemptWithStream } from './find-attempt.js';
import { heldResumeOf } from './held-resume.js';
import { presentAttempt } from './present-attempt.js';
import { saveAttemptForm } from './save-attempt-form.js';
import { startApplyAttempt } from './start-attempt.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['apply attempts'];

export interface ApplyAttemptRouteOptions {
  /** The site origin for links in e-mails to a tenant. */
  originFor: (client: string) => string;
}

/**
 * Apply attempts: start (create is PUT, spec 2 §7), read, save one form, complete. Saving is
 * where the server enforces a stream's forms: 400 VALIDATION_FAILED with `fields`, 409
 * STEP_OUT_OF_ORDER, 404 for another tenant's, an expired or a completed attempt. Completing
 * makes the candidate, records and application (decision 0015).
 */
export const applyAttemptRoutes: FastifyPluginAsyncTypebox<ApplyAttemptRouteOptions> = async (
  app,
  options,
) => {
  app.put(
    '/rest/public/apply/:client/attempt',
    {
      schema: {
        tags,
        summary:
          'Start an application (or join/alert sign-up), with its first form if sent: returns its secret id once',
        params: ApplyAttemptParams,
        body: StartApplyAttemptBody,
        response: { 201: StartedApplyAttempt, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await currentSession(app, request);
      const candidateId = session?.tenantId === tenant.id ? session.candidateId : null;
      const { secret, attempt, stream } = await startApplyAttempt(app.db, tenant, {
        ...request.body,
        candidateId,
      });
      const forms = await streamForms(app.db, tenant, stream);
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
        response: { 200: ReturningApplyAttempt, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { attempt, stream } = await findAttemptWithStream(
        app.db,
        tenant,
        request.headers['x-apply-attempt'],
      );
      const forms = await streamForms(app.db, tenant, stream);
      reply.header('cache-control', 'no-store');
      return {
        ...presentAttempt(attempt, forms),
        heldResume: await heldResumeOf(app.db, tenant, attempt),
      };
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

  app.post(
    '/rest/public/apply/:client/attempt/complete',
    {
      schema: {
        tags,
        summary:
          'Final submit: the candidate (new, or the signed-in one), records, application, end of flow',
        params: ApplyAttemptParams,
        headers: ApplyAttemptHeaders,
        body: CompleteAttemptBody,
        response: { 200: CompletedAttempt, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await currentSession(app, request);
      const result = await completeAttempt(app.db, tenant, {
        secret: request.headers['x-apply-attempt'],
        body: request.body,
        sessionCandidateId: session?.tenantId === tenant.id ? session.candidateId : null,
        origin: options.originFor(tenant.client),
        vendors: app.assessmentVendors,
        keys: app.signingKeys,
      });
      reply.header('cache-control', 'no-store');
      if (result.newCandidate) {
        const nonce = await issueNewCandidateToken(app.signingKeys, tenant, result.candidate);
        reply.header(NONCE_HEADER, nonce.token).header(NONCE_EXPIRY_HEADER, String(nonce.expiry));
      }
      const { candidate, ...completed } = result;
      // A new candidate, not signed in, takes the assessments with the step's temporary
      // token (spec 2 §3 "Token request"); a signed-in one with the session.
      if (completed.assessments && result.newCandidate) {
        const token = await issueAssessmentToken(app.signingKeys, tenant, candidate);
        return { ...completed, assessments: { ...completed.assessments, token } };
      }
      return completed;
    },
  );
};
