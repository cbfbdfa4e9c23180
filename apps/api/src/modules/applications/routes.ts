import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AddApplicationQuery,
  Application,
  ApplicationExists,
  ApplicationIdParams,
  ApplicationInput,
  ErrorBody,
  RequisitionParams,
  SiteParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { addApplication } from './add-application.js';
import { findOwnApplication, findApplicationTo } from './find-application.js';
import { presentApplication } from './present-application.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['applications'];

/**
 * Applications of the acting candidate (spec 2 §7): the signed-in one, or a new one with
 * the x-nonce token of their creation.
 */
export const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const acting = async (request: FastifyRequest, client: string) => {
    const tenant = await app.tenants.require(client);
    const { candidate } = await requireFlowCandidate(app, request, tenant);
    return { tenant, owner: { tenantId: tenant.id, candidateId: candidate.id } };
  };

  app.put(
    '/rest/private/application/:client',
    {
      schema: {
        tags,
        summary: 'Combined add application',
        params: SiteParams,
        querystring: AddApplicationQuery,
        body: ApplicationInput,
        response: { 201: Application, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, owner } = await acting(request, request.params.client);
      if (request.body.candidateId !== owner.candidateId) throw appError('CANDIDATE_NOT_FOUND');
      const row = await addApplication(
        app.db,
        tenant,
        owner.candidateId,
        request.body,
        request.query,
      );
      return reply.status(201).send(presentApplication(row));
    },
  );

  app.get(
    '/rest/private/application/exists/:client/candidate/requisition/:requisitionId',
    {
      schema: {
        tags,
        summary: 'Whether the candidate has applied to the requisition',
        params: RequisitionParams,
        response: { 200: ApplicationExists, ...errors },
      },
    },
    async (request) => {
      const { owner } = await acting(request, request.params.client);
      const found = await findApplicationTo(app.db, owner, request.params.requisitionId);
      return found
        ? {
            reqStatus: 'true' as const,
            applicationId: found.id,
            applyDate: found.applyDate.toISOString(),
          }
        : { reqStatus: 'false' as const };
    },
  );

  app.get(
    '/rest/private/application/id/:client/:applicationId',
    {
      schema: {
        tags,
        summary: 'The candidate\u2019s application by id',
        params: ApplicationIdParams,
        response: { 200: Application, ...errors },
      },
    },
    async (request) => {
      const { owner } = await acting(request, request.params.client);
      return presentApplication(
        await findOwnApplication(app.db, owner, request.params.applicationId),
      );
    },
  );
};
