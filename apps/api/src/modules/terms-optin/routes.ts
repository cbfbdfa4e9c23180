import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateIdParams,
  ErrorBody,
  MarketingUnsubscribeRequest,
  OptIn,
  OptInRequest,
  OptInStatus,
  SiteParams,
  UnsubscribeResult,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireSession } from '../auth/authenticate.js';
import { unsubscribeBySignature } from '../subscriptions/unsubscribe.js';
import { findOptIn, presentOptIn, recordOptIn } from './optins.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['terms opt-in'];

/** Terms opt-in (spec 1 §7): check by candidate id; opt in; marketing unsubscribe by e-mail. */
export const termsOptInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/private/optin/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'Whether the candidate has opted in to terms and policy',
        params: CandidateIdParams,
        response: { 200: OptInStatus, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await requireSession(app, request, tenant);
      if (session.candidateId !== request.params.candidateId) throw appError('CANDIDATE_NOT_FOUND');
      const row = await findOptIn(app.db, tenant.id, session.candidateId);
      return { optedIn: row !== null, optIn: row ? presentOptIn(row) : null };
    },
  );

  app.put(
    '/rest/private/optin/:client',
    {
      schema: {
        tags,
        summary: 'Opt in to terms and policy (recorded once; a repeat answers the record)',
        params: SiteParams,
        body: OptInRequest,
        response: { 200: OptIn, 201: OptIn, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await requireSession(app, request, tenant);
      const { candidateId, consentDate, termsAndPolicy } = request.body;
      if (session.candidateId !== candidateId) throw appError('CANDIDATE_NOT_FOUND');
      const { row, created } = await recordOptIn(app.db, tenant.id, candidateId, {
        consentDate,
        termsAndPolicy: termsAndPolicy ?? null,
      });
      return reply.code(created ? 201 : 200).send(presentOptIn(row));
    },
  );

  app.post(
    '/rest/public/optin/:client/marketing-unsubscribe',
    {
      schema: {
        tags,
        summary: 'Marketing unsubscribe by e-mail, with the signature e-mailed to it',
        params: SiteParams,
        body: MarketingUnsubscribeRequest,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return unsubscribeBySignature(
        { db: app.db, keys: app.signingKeys, tenant },
        request.body.email,
        request.body.signature,
        'marketing',
      );
    },
  );
};
