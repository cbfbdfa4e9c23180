import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AssessmentCallbackAnswer,
  AssessmentCallbackBody,
  AssessmentCallbackParams,
  AssessmentList,
  AssessmentSkipParams,
  AssessmentStartParams,
  AssessmentStartUrl,
  AssessmentStepLeft,
  CandidateIdParams,
  ErrorBody,
  IdParam,
  TakeAnswersBody,
  TakeLinkBody,
  TakeParams,
  TakeTest,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireAssessmentActor } from './assessment-actor.js';
import { leaveAssessmentStep, listAssessments, startAssessment } from './assessment-service.js';
import { BUILTIN_VENDOR_ID, showBuiltinTest, submitBuiltinTest } from './builtin-vendor.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './callback-signature.js';
import { receiveCallback } from './receive-callback.js';

const errors = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['assessments'];
const CALLBACK_BODY_LIMIT = 16 * 1024;

const ListQuery = Type.Object({
  /** Only the assessments of this application (the apply flow's assessment step). */
  applicationId: Type.Optional(IdParam),
});

const CallbackHeaders = Type.Object({
  [SIGNATURE_HEADER]: Type.Optional(Type.String({ maxLength: 200 })),
  [TIMESTAMP_HEADER]: Type.Optional(Type.String({ maxLength: 20 })),
});

/**
 * Assessments (issue 24; spec 2 §4, §7 "Assessments"; decision 0042). The candidate's calls
 * act for the signed-in candidate or the assessment step's temporary token; vendors report
 * statuses by signed callbacks; the built-in vendor's test page is authorised by its link.
 */
export const assessmentRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const vendors = app.assessmentVendors;

  app.get(
    '/rest/private/candidate/:client/assessment/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The candidate\u2019s assessments (list by candidateId)',
        params: CandidateIdParams,
        querystring: ListQuery,
        response: { 200: AssessmentList, ...errors },
      },
    },
    async (request) => {
      const { params } = request;
      const { owner } = await requireAssessmentActor(
        app,
        request,
        params.client,
        params.candidateId,
      );
      return listAssessments(app.db, owner, request.query.applicationId);
    },
  );

  app.post(
    '/rest/private/candidate/:client/assessment/start/:assessmentId',
    {
      schema: {
        tags,
        summary: 'Start an assessment (it becomes inprocess); answers the URL to open, as text',
        params: AssessmentStartParams,
        response: {
          200: { content: { 'text/plain': { schema: AssessmentStartUrl } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { params } = request;
      const { tenant, owner } = await requireAssessmentActor(app, request, params.client);
      const url = await startAssessment(
        { db: app.db, vendors, tenant, origin: options.originFor(tenant.client) },
        owner,
        params.assessmentId,
      );
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(url);
    },
  );

  app.post(
    '/rest/private/candidate/:client/assessment/skip/:applicationId',
    {
      schema: {
        tags,
        summary:
          'Leave the application\u2019s assessment step: only once every assessment is Completed',
        params: AssessmentSkipParams,
        response: { 200: AssessmentStepLeft, ...errors },
      },
    },
    async (request) => {
      const { params } = request;
      const { owner, token } = await requireAssessmentActor(app, request, params.client);
      return leaveAssessmentStep(app.db, owner, params.applicationId, token);
    },
  );

  // The callback reads its body as it came: the signature is over those bytes.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    const rawBodies = new WeakMap<object, string>();
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        rawBodies.set(request, text);
        // The default parser answers through `done`; its return value means nothing here.
        void parseJson(request, text, done);
      },
    );
    scope.post(
      '/rest/public/assessment/:client/callback/:vendor',
      {
        // A vendor's server posts it: it carries a signature instead of the browser's marker.
        config: { xhrMarkerExempt: true },
        schema: {
          tags,
          summary:
            'A vendor\u2019s status callback, signed with HMAC-SHA256 over `{timestamp}.{body}`',
          params: AssessmentCallbackParams,
          headers: CallbackHeaders,
          body: AssessmentCallbackBody,
          response: { 200: AssessmentCallbackAnswer, 400: ErrorBody, ...errors },
        },
      },
      async (request) => {
        const tenant = await app.tenants.require(request.params.client);
        const rawBody = rawBodies.get(request);
        if (rawBody === undefined) throw appError('ASSESSMENT_CALLBACK_SIGNATURE_INVALID');
        return receiveCallback(app.db, vendors, tenant, {
          vendorId: request.params.vendor,
          signature: request.headers[SIGNATURE_HEADER],
          timestamp: request.headers[TIMESTAMP_HEADER],
          rawBody,
          body: request.body,
        });
      },
    );
  });

  const takeErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody };
  const builtin = vendors.find(BUILTIN_VENDOR_ID);
  if (!builtin) return;

  app.post(
    '/rest/public/assessment/:client/take/test',
    {
      schema: {
        tags,
        summary: 'The built-in vendor\u2019s test its signed link opens (no right answers)',
        params: TakeParams,
        body: TakeLinkBody,
        response: { 200: TakeTest, ...takeErrors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return showBuiltinTest({ db: app.db, keys: app.signingKeys, tenant }, request.body.link);
    },
  );

  app.post(
    '/rest/public/assessment/:client/take/answers',
    {
      schema: {
        tags,
        summary: 'Answer the built-in vendor\u2019s test once; it reports the result by callback',
        params: TakeParams,
        body: TakeAnswersBody,
        response: { 200: TakeTest, ...takeErrors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return submitBuiltinTest(
        {
          db: app.db,
          keys: app.signingKeys,
          tenant,
          secret: builtin.callbackSecret,
          // As an outside vendor's server would: a POST to the callback route, signed.
          deliver: async (client, callback) => {
            const response = await app.inject({
              method: 'POST',
              url: `/rest/public/assessment/${encodeURIComponent(client)}/callback/${BUILTIN_VENDOR_ID}`,
              headers: {
                'content-type': 'application/json',
                [SIGNATURE_HEADER]: callback.signature,
                [TIMESTAMP_HEADER]: String(callback.timestamp),
              },
              payload: callback.rawBody,
            });
            if (response.statusCode !== 200) {
              throw new Error(`assessment callback refused: ${response.statusCode}`);
            }
          },
        },
        request.body,
      );
    },
  );
};
