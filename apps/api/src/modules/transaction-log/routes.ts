import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateIdParams,
  ErrorBody,
  TransactionLogEntry,
  TransactionLogInput,
} from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { addLogEntry, presentLogEntry } from './add-log-entry.js';

/** Transaction log (spec 1 §7): add an entry by candidate id, for the signed-in candidate. */
export const transactionLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/rest/private/candidate/:client/transactionlog/:candidateId',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Add a transaction log entry for the signed-in candidate',
        params: CandidateIdParams,
        body: TransactionLogInput,
        response: { 201: TransactionLogEntry, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { params } = request;
      const { owner } = await requireSignedInOwner(app, request, params.client, params.candidateId);
      return reply
        .status(201)
        .send(presentLogEntry(await addLogEntry(app.db, owner, request.body)));
    },
  );
};
