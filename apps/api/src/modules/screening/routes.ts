import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  ScreeningAnswersInput,
  ScreeningApplicationQuery,
  ScreeningQuestions,
  ScreeningRequisitionParams,
  ScreeningResult,
  ScreeningResultQuery,
  SCREENING_RESULTS,
  SiteParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { createApplicationAssessments } from '../assessments/create-assessments.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import {
  findScreeningResult,
  listScreeningQuestions,
  saveScreeningAnswers,
} from './screening-service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['screening'];

/**
 * Screening calls (spec 2 §7): a requisition's questions (public: the apply page asks them
 * before anyone signs in), and, for the acting candidate only, saving an application's
 * answers and reading its result.
 */
export const screeningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/questions/:client/requisition/:requisitionId',
    {
      schema: {
        tags,
        summary: 'Screening questions of a requisition (general and requisition questions)',
        params: ScreeningRequisitionParams,
        response: { 200: ScreeningQuestions, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return listScreeningQuestions(app.db, tenant, request.params.requisitionId);
    },
  );

  app.post(
    '/rest/private/dynamic/answer/:client',
    {
      schema: {
        tags,
        summary: 'Save the screening answers of the candidate\u2019s application; its result',
        params: SiteParams,
        querystring: ScreeningApplicationQuery,
        body: ScreeningAnswersInput,
        response: { 200: ScreeningResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      const owner = { tenantId: tenant.id, candidateId: candidate.id };
      // Answered after the application (spec 2 §4): a 450 creates its assessments now.
      return saveScreeningAnswers(
        app.db,
        tenant,
        owner,
        request.query.applicationId,
        request.body,
        (tx, application, result) =>
          result.result === SCREENING_RESULTS.qualified
            ? createApplicationAssessments(tx, tenant, app.assessmentVendors, application)
            : Promise.resolve(),
      );
    },
  );

  app.get(
    '/rest/private/screening/result/:client',
    {
      schema: {
        tags,
        summary: 'The screening result of the candidate\u2019s application (450, 500 or null)',
        params: SiteParams,
        querystring: ScreeningResultQuery,
        response: { 200: ScreeningResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      if (request.query.candidateId !== candidate.id) throw appError('APPLICATION_NOT_FOUND');
      const owner = { tenantId: tenant.id, candidateId: candidate.id };
      return findScreeningResult(app.db, tenant, owner, request.query.applicationId);
    },
  );
};
