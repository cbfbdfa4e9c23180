import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  CANDIDATE_RECORD_KINDS,
  CandidateIdParams,
  DeletedCount,
  ErrorBody,
  RecordIdParams,
  SiteParams,
  SuccessResult,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { readRecordBody } from './record-body.js';
import {
  addRecord,
  deleteAllRecords,
  deleteRecord,
  listRecords,
  presentRecord,
  updateRecord,
  type RecordOwner,
} from './record-store.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/**
 * Education, work history, certification, convicted offence, relative and professional
 * reference (spec 2 §7), each under `/rest/private/candidate/{client}/{kind}`: add (PUT),
 * update (POST), delete by id, list by candidate and delete all by candidate. The caller is
 * the signed-in candidate or a new one with the x-nonce token; only their records exist.
 */
export const candidateRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const actingOwner = async (request: FastifyRequest, client: string): Promise<RecordOwner> => {
    const tenant = await app.tenants.require(client);
    const { candidate } = await requireFlowCandidate(app, request, tenant);
    return { tenantId: tenant.id, candidateId: candidate.id };
  };
  /** A call naming another candidate finds nothing. */
  const mustBeOwner = (owner: RecordOwner, candidateId: number) => {
    if (candidateId !== owner.candidateId) throw appError('CANDIDATE_NOT_FOUND');
  };

  for (const kind of CANDIDATE_RECORD_KINDS) {
    const base = `/rest/private/candidate/:client/${kind.kind}`;
    const tags = ['candidate records'];

    app.put(
      base,
      {
        schema: {
          tags,
          summary: `Add a ${kind.kind} record`,
          params: SiteParams,
          body: kind.add,
          response: { 201: kind.record, ...errors },
        },
      },
      async (request, reply) => {
        const owner = await actingOwner(request, request.params.client);
        const body = readRecordBody(kind, request.body);
        mustBeOwner(owner, body.candidateId);
        const row = await addRecord(app.db, owner, kind, body.fields);
        return reply.status(201).send(presentRecord(kind, row));
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Update a ${kind.kind} record (all its fields)`,
          params: SiteParams,
          body: kind.update,
          response: { 200: kind.record, ...errors },
        },
      },
      async (request) => {
        const owner = await actingOwner(request, request.params.client);
        const body = readRecordBody(kind, request.body);
        mustBeOwner(owner, body.candidateId);
        if (body.id === null) throw appError('BAD_REQUEST');
        return presentRecord(kind, await updateRecord(app.db, owner, kind, body.id, body.fields));
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${kind.kind} record by id`,
          params: RecordIdParams,
          response: { 200: SuccessResult, ...errors },
        },
      },
      async (request) => {
        const owner = await actingOwner(request, request.params.client);
        await deleteRecord(app.db, owner, kind, request.params.id);
        return { status: 'Success' as const };
      },
    );

    app.get(
      `${base}/candidate/:candidateId`,
      {
        schema: {
          tags,
          summary: `The candidate\u2019s ${kind.kind} records`,
          params: CandidateIdParams,
          response: { 200: Type.Array(kind.record), ...errors },
        },
      },
      async (request) => {
        const owner = await actingOwner(request, request.params.client);
        mustBeOwner(owner, request.params.candidateId);
        const rows = await listRecords(app.db, owner, kind);
        return rows.map((row) => presentRecord(kind, row));
      },
    );

    app.delete(
      `${base}/candidate/:candidateId`,
      {
        schema: {
          tags,
          summary: `Delete all the candidate\u2019s ${kind.kind} records`,
          params: CandidateIdParams,
          response: { 200: DeletedCount, ...errors },
        },
      },
      async (request) => {
        const owner = await actingOwner(request, request.params.client);
        mustBeOwner(owner, request.params.candidateId);
        return { deleted: await deleteAllRecords(app.db, owner, kind) };
      },
    );
  }
};
