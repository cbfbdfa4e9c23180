import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Candidate,
  ErrorBody,
  SiteParams,
  TokenParams,
  TokenRequest,
  TokenResponse,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { currentSession, requireTokenHolder } from '../auth/authenticate.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import { presentCandidate } from '../candidates/present-candidate.js';
import { grantToken } from './grant-token.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rest/:client/token',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Issue a JWS bearer or temporary token (spec 1 §3 token request)',
        params: TokenParams,
        body: TokenRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await currentSession(app, request);
      return grantToken({ db: app.db, keys: app.signingKeys, tenant, session }, request.body);
    },
  );

  app.get(
    '/rest/private/candidate/:client/token/current',
    {
      schema: {
        tags: ['tokens'],
        summary: 'The candidate a bearer or temporary token belongs to',
        params: SiteParams,
        response: { 200: Candidate, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const holder = await requireTokenHolder(app, request, tenant);
      const candidate = await findCandidateById(app.db, tenant.id, holder.candidateId);
      if (!candidate) throw appError('UNAUTHORIZED');
      return presentCandidate(candidate);
    },
  );
};
