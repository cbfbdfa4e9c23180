import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateSearchBody,
  CandidateSearchResult,
  CommunicationLog,
  EmailByTemplateBody,
  ErrorBody,
  FolderAddBody,
  FolderChangeResult,
  FolderEntry,
  FolderMoveBody,
  NewFolderBody,
  StaffCandidateDocumentParams,
  StaffCandidateDocuments,
  StaffCandidateLog,
  StaffCandidateParams,
  StaffCandidateProfile,
  StaffCandidateRecords,
  StaffFolderList,
  StaffParams,
  SuccessResult,
} from '@talentgate/domain';
import Type from 'typebox';
import { appError } from '../../errors/catalogue.js';
import { attachmentDisposition } from '../attachments/content-disposition.js';
import { PostgresFileStore } from '../attachments/file-store.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  candidateDocuments,
  candidateLog,
  candidateProfile,
  candidateRecordsOf,
  communicationLog,
  findCandidateDocument,
} from './candidate-profile.js';
import { emailByTemplate } from './email-by-template.js';
import { searchCandidates } from './search-candidates.js';
import {
  addToFolders,
  createTalentPool,
  listFolders,
  moveBetweenFolders,
} from './staff-folders.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: candidates'];

/**
 * Candidates for staff (spec 2 §7 staff "candidate (id, search POST, activity, email by
 * template); communicationlog; transactionlog; folder"), scoped to the candidates the user
 * sees; folders and talent pools.
 */
export const staffCandidateRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const read = requireStaff(app, 'candidates:read');
  const write = requireStaff(app, 'candidates:write');
  const files = new PostgresFileStore(app.db);
  const base = '/rest/staff/:client/candidate';
  const one = `${base}/:candidateId`;

  app.post(
    `${base}/search`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Search candidates by text, folder and date joined',
        params: StaffParams,
        body: CandidateSearchBody,
        response: { 200: CandidateSearchResult, ...errors },
      },
    },
    async (request) => searchCandidates(app.db, staffContext(request).actor, request.body),
  );

  app.get(
    `${base}/id/:candidateId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A candidate\u2019s profile, applications and folders',
        params: StaffCandidateParams,
        response: { 200: StaffCandidateProfile, ...errors },
      },
    },
    async (request) =>
      candidateProfile(app.db, staffContext(request).actor, request.params.candidateId),
  );

  app.get(
    `${one}/records`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A candidate\u2019s records (education, work history\u2026)',
        params: StaffCandidateParams,
        response: { 200: StaffCandidateRecords, ...errors },
      },
    },
    async (request) =>
      candidateRecordsOf(app.db, staffContext(request).actor, request.params.candidateId),
  );

  app.get(
    `${one}/documents`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A candidate\u2019s documents',
        params: StaffCandidateParams,
        response: { 200: StaffCandidateDocuments, ...errors },
      },
    },
    async (request) =>
      candidateDocuments(app.db, staffContext(request).actor, request.params.candidateId),
  );

  app.get(
    `${one}/document/:attachmentId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Download a candidate\u2019s document',
        params: StaffCandidateDocumentParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const { actor } = staffContext(request);
      const document = await findCandidateDocument(
        app.db,
        actor,
        request.params.candidateId,
        request.params.attachmentId,
      );
      const bytes = await files.get(actor.tenantId, document.storageKey);
      if (!bytes) throw appError('ATTACHMENT_NOT_FOUND');
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', attachmentDisposition(document.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.get(
    `${one}/activity`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A candidate\u2019s activity and transaction log',
        params: StaffCandidateParams,
        response: { 200: StaffCandidateLog, ...errors },
      },
    },
    async (request) =>
      candidateLog(app.db, staffContext(request).actor, request.params.candidateId),
  );

  app.get(
    `/rest/staff/:client/communicationlog/:candidateId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The e-mails sent to a candidate',
        params: StaffCandidateParams,
        response: { 200: CommunicationLog, ...errors },
      },
    },
    async (request) =>
      communicationLog(app.db, staffContext(request).actor, request.params.candidateId),
  );

  app.post(
    `${one}/emailbytemplate`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'E-mail a candidate from a communication template',
        params: StaffCandidateParams,
        body: EmailByTemplateBody,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      await emailByTemplate(
        app.db,
        { tenant, actor, origin: options.originFor(tenant.client) },
        request.params.candidateId,
        request.body,
      );
      return { status: 'Success' as const };
    },
  );

  const folderBase = '/rest/staff/:client/folder';
  app.get(
    `${folderBase}s`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The tenant\u2019s folders and talent pools',
        params: StaffParams,
        response: { 200: StaffFolderList, ...errors },
      },
    },
    async (request) => listFolders(app.db, staffContext(request).actor),
  );

  app.put(
    folderBase,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create a talent pool',
        params: StaffParams,
        body: NewFolderBody,
        response: { 201: FolderEntry, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTalentPool(app.db, staffContext(request).actor, request.body.name)),
  );

  app.post(
    `${folderBase}/add`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add candidates to folders',
        params: StaffParams,
        body: FolderAddBody,
        response: { 200: FolderChangeResult, ...errors },
      },
    },
    async (request) => addToFolders(app.db, staffContext(request).actor, request.body),
  );

  app.post(
    `${folderBase}/move`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Move candidates from a folder to others',
        params: StaffParams,
        body: FolderMoveBody,
        response: { 200: FolderChangeResult, ...errors },
      },
    },
    async (request) => moveBetweenFolders(app.db, staffContext(request).actor, request.body),
  );
};
