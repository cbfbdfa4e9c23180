import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Candidate,
  CandidateExistsQuery,
  CandidateExistsResult,
  CandidateFormRecord,
  CandidateFormRecordInput,
  ErrorBody,
  FinishFlowBody,
  FinishFlowResult,
  NONCE_EXPIRY_HEADER,
  NONCE_HEADER,
  SiteParams,
  StartCandidateWorkflow,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { candidateView } from '../candidates/present-candidate.js';
import { issueNewCandidateToken } from '../tokens/grant-token.js';
import { resolveApplyStream } from './resolve-apply-stream.js';
import { candidateExists } from './candidate-exists.js';
import { createCandidateInFlow } from './create-candidate.js';
import { finishFlow } from './finish-flow.js';
import { addCandidateFormRecord, presentFormRecord } from './form-records.js';

export interface CandidateFlowRouteOptions {
  /** The site origin for links in e-mails to a tenant. */
  originFor: (client: string) => string;
  /** Candidate-exists checks per address per minute. */
  lookupsPerMinute: number;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Candidate creation and the end of a flow (spec 2 §4, §7). Creation answers the new
 * candidate's temporary token in `x-nonce`; the flow's later calls send it as
 * `Authorization: Temporary <x-nonce>` (decision 0010).
 */
export const candidateFlowRoutes: FastifyPluginAsyncTypebox<CandidateFlowRouteOptions> = async (
  app,
  options,
) => {
  app.post(
    '/rest/public/candidate/:client/workflow',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'Start create-candidate workflow: a new candidate; x-nonce answers their token',
        params: SiteParams,
        body: StartCandidateWorkflow,
        response: { 201: Candidate, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const candidate = await createCandidateInFlow(app.db, tenant, request.body);
      const nonce = await issueNewCandidateToken(app.signingKeys, tenant, candidate);
      return reply
        .status(201)
        .header(NONCE_HEADER, nonce.token)
        .header(NONCE_EXPIRY_HEADER, String(nonce.expiry))
        .header('cache-control', 'no-store')
        .send(await candidateView(app.db, candidate));
    },
  );

  app.get(
    '/rest/public/candidate/:client/exists',
    {
      config: {
        // Tells whether an account exists: limited per address, reads included.
        rateLimit: { max: options.lookupsPerMinute, timeWindow: 60_000, allowList: [] },
      },
      schema: {
        tags: ['candidate flow'],
        summary: 'Whether a candidate with this username exists (rate-limited)',
        params: SiteParams,
        querystring: CandidateExistsQuery,
        response: { 200: CandidateExistsResult, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return { exists: await candidateExists(app.db, tenant, request.query.username) };
    },
  );

  app.put(
    '/rest/private/candidate/:client/form-record',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'Add candidate form record (session or x-nonce token)',
        params: SiteParams,
        body: CandidateFormRecordInput,
        response: { 201: CandidateFormRecord, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      if (candidate.id !== request.body.candidateId) throw appError('CANDIDATE_NOT_FOUND');
      const row = await addCandidateFormRecord(app.db, tenant.id, candidate.id, {
        applyStreamId: await resolveApplyStream(app.db, tenant, request.body.applyStreamId),
        hostUrl: request.body.hostUrl,
        wpLandingPageId: request.body.wpLandingPageId,
      });
      return reply.status(201).send(presentFormRecord(row));
    },
  );

  app.post(
    '/rest/private/candidate/:client/flow/finish',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'End the flow: lock state and the activation or welcome e-mail',
        params: SiteParams,
        body: FinishFlowBody,
        response: { 200: FinishFlowResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const flow = await requireFlowCandidate(app, request, tenant);
      if (flow.candidate.id !== request.body.candidateId) throw appError('CANDIDATE_NOT_FOUND');
      return finishFlow(app.db, tenant, flow, {
        origin: options.originFor(tenant.client),
        language: request.body.language,
      });
    },
  );
};
