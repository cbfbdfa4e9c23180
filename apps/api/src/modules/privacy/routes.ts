import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CandidateDataExport,
  ErasureConfirmInput,
  ErasureRequestInput,
  ErasureStatus,
  ErrorBody,
  SiteParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireSession } from '../auth/authenticate.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import { confirmErasure, erasureStatus, requestErasure } from './erasure-requests.js';
import { exportCandidateData } from './export-candidate-data.js';

export interface PrivacyRouteOptions {
  /** Origin of a tenant's site for the link in the confirmation e-mail. */
  originFor: (client: string) => string;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['privacy'];

/**
 * The privacy centre (beyond the spec, decision 0020): the signed-in candidate's own data
 * only; there is no candidate id to name, so nobody else's data can be asked for.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox<PrivacyRouteOptions> = async (
  app,
  options,
) => {
  const signedIn = async (request: FastifyRequest, client: string) => {
    const tenant = await app.tenants.require(client);
    const session = await requireSession(app, request, tenant);
    const candidate = await findCandidateById(app.db, tenant.id, session.candidateId);
    if (!candidate) throw appError('UNAUTHORIZED');
    return { tenant, candidate };
  };

  app.get(
    '/rest/private/privacy/:client/export',
    {
      schema: {
        tags,
        summary: 'Everything held about the signed-in candidate, as a JSON download',
        params: SiteParams,
        response: { 200: CandidateDataExport, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, candidate } = await signedIn(request, request.params.client);
      const data = await exportCandidateData(app.db, tenant, candidate.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="my-data-${tenant.client}-${day}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/rest/private/privacy/:client/erasure',
    {
      schema: {
        tags,
        summary: 'Where the signed-in candidate’s erasure request stands',
        params: SiteParams,
        response: { 200: ErasureStatus, ...errors },
      },
    },
    async (request) => {
      const { tenant, candidate } = await signedIn(request, request.params.client);
      return erasureStatus(app.db, tenant, candidate.id);
    },
  );

  app.post(
    '/rest/private/privacy/:client/erasure',
    {
      schema: {
        tags,
        summary: 'Ask for erasure: sends a confirmation e-mail with a single-use link',
        params: SiteParams,
        body: ErasureRequestInput,
        response: { 202: ErasureStatus, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, candidate } = await signedIn(request, request.params.client);
      const status = await requestErasure(app.db, tenant, candidate, {
        origin: options.originFor(tenant.client),
        language: request.body.language,
      });
      return reply.status(202).send(status);
    },
  );

  app.post(
    '/rest/public/privacy/:client/erasure/confirm',
    {
      schema: {
        tags,
        summary: 'Follow the e-mailed link: confirms the request and erases the candidate',
        params: SiteParams,
        body: ErasureConfirmInput,
        response: { 200: ErasureStatus, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return confirmErasure(app.db, tenant, request.body.token);
    },
  );
};
