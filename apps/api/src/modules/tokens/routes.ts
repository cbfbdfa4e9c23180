import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Candidate,
  ErrorBody,
  NONCE_HEADER,
  SiteParams,
  TokenParams,
  TokenRequest,
  TokenResponse,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { currentSession, newCandidateOf, requireTokenHolder } from '../auth/authenticate.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import { candidateView } from '../candidates/present-candidate.js';
import { grantToken } from './grant-token.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const TokenHeaders = Type.Object({
  /** A new candidate's flow token, to renew it (decision 0010). */
  [NONCE_HEADER]: Type.Optional(Type.String({ maxLength: 4096 })),
});

export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rest/:client/token',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Issue a JWS bearer or temporary token (spec 1 §3 token request)',
        params: TokenParams,
        headers: TokenHeaders,
        body: TokenRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await currentSession(app, request);
      const nonce = request.headers[NONCE_HEADER];
      const newCandidate = nonce ? await newCandidateOf(app, nonce, tenant) : null;
      return grantToken(
        { db: app.db, keys: app.signingKeys, tenant, session, newCandidate },
        request.body,
      );
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
      return candidateView(app.db, candidate);
    },
  );
};
