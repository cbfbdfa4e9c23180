import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationNote,
  ApplicationSearchBody,
  ApplicationSearchResult,
  ApplicationStatusParams,
  BulkStatusBody,
  BulkStatusParams,
  BulkStatusResult,
  CandidateSubmission,
  DISPOSITIONS,
  ErrorBody,
  findStage,
  NoteInput,
  PIPELINE_STAGES,
  PipelineConfig,
  STATUS_EMAIL_TEMPLATES,
  StaffApplicationDetail,
  StaffApplicationParams,
  StaffDocumentParams,
  StaffParams,
  StatusChangeBody,
  StatusCounts,
  StatusCountsParams,
  SuccessResult,
} from '@talentgate/domain';
import Type from 'typebox';
import { appError } from '../../errors/catalogue.js';
import { attachmentDisposition } from '../attachments/content-disposition.js';
import { PostgresFileStore } from '../attachments/file-store.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { addNote, applicationDetail, findApplicationDocument } from './application-detail.js';
import { bulkChangeStatus, changeApplicationStatus } from './change-status.js';
import { searchApplications, statusCounts } from './search-applications.js';
import { submitCandidate } from './submit-candidate.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff: applications'];

/** Stages are named case-insensitively in paths; searches use the stage's own spelling. */
const canonical = (status: string | undefined) =>
  status === undefined ? undefined : (findStage(status)?.status ?? status);

/**
 * The application pipeline (spec 2 §7 "Application: POST search; {applicationId}/status/
 * {status}; status/counts/{requisitionId}"), the pipeline's stages, notes, documents and the
 * vendor submission. State changes are POST (the spec's GET would let another site's link
 * move an application).
 */
export const staffApplicationRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const read = requireStaff(app, 'applications:read');
  const write = requireStaff(app, 'applications:write');
  const files = new PostgresFileStore(app.db);
  const base = '/rest/staff/:client/application';

  app.get(
    `${base}/stages`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The pipeline: stages, dispositions, e-mail templates',
        params: StaffParams,
        response: { 200: PipelineConfig, ...errors },
      },
    },
    async () => ({
      stages: PIPELINE_STAGES.map((stage) => ({
        status: stage.status,
        nextStep: stage.nextStep,
        asksCandidate: stage.todo !== null,
        suggestedTemplate: stage.suggestedTemplate,
        needsDisposition: stage.needsDisposition,
      })),
      dispositions: [...DISPOSITIONS],
      emailTemplates: STATUS_EMAIL_TEMPLATES,
    }),
  );

  app.post(
    `${base}/search`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Search applications, with counts by status',
        params: StaffParams,
        body: ApplicationSearchBody,
        response: { 200: ApplicationSearchResult, ...errors },
      },
    },
    async (request) =>
      searchApplications(app.db, staffContext(request).actor, {
        ...request.body,
        status: canonical(request.body.status),
      }),
  );

  app.get(
    `${base}/status/counts/:requisitionId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'How many applications of a requisition are at each status',
        params: StatusCountsParams,
        response: { 200: StatusCounts, ...errors },
      },
    },
    async (request) =>
      statusCounts(app.db, staffContext(request).actor, request.params.requisitionId),
  );

  app.get(
    `${base}/id/:applicationId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'An application with answers, documents, notes, timeline and resume',
        params: StaffApplicationParams,
        response: { 200: StaffApplicationDetail, ...errors },
      },
    },
    async (request) =>
      applicationDetail(app.db, staffContext(request).actor, request.params.applicationId),
  );

  app.get(
    `${base}/:applicationId/document/:attachmentId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Download a document of the application\u2019s candidate',
        params: StaffDocumentParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const { actor } = staffContext(request);
      const document = await findApplicationDocument(
        app.db,
        actor,
        request.params.applicationId,
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

  app.post(
    `${base}/:applicationId/status/:status`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Move an application to a stage (timeline, activity, to-do, optional e-mail)',
        params: ApplicationStatusParams,
        body: StatusChangeBody,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      await changeApplicationStatus(
        app.db,
        { tenant, actor, origin: options.originFor(tenant.client) },
        request.params.applicationId,
        { ...request.body, status: request.params.status },
      );
      return { status: 'Success' as const };
    },
  );

  app.post(
    `${base}/bulk/status/:status`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Move several applications to a stage',
        params: BulkStatusParams,
        body: BulkStatusBody,
        response: { 200: BulkStatusResult, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      const { applicationIds, ...change } = request.body;
      return bulkChangeStatus(
        app.db,
        { tenant, actor, origin: options.originFor(tenant.client) },
        applicationIds,
        {
          ...change,
          status: request.params.status,
        },
      );
    },
  );

  app.put(
    `${base}/:applicationId/notes`,
    {
      preHandler: requireStaff(app, 'applications:note'),
      schema: {
        tags,
        summary: 'Add a note to an application',
        params: StaffApplicationParams,
        body: NoteInput,
        response: { 201: Type.Array(ApplicationNote), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addNote(
            app.db,
            staffContext(request).actor,
            request.params.applicationId,
            request.body.text,
          ),
        ),
  );

  app.put(
    base,
    {
      preHandler: requireStaff(app, 'candidates:submit'),
      schema: {
        tags,
        summary: 'Submit a candidate to an open requisition (vendors)',
        params: StaffParams,
        body: CandidateSubmission,
        response: { 201: Type.Object({ applicationId: Type.Integer() }), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = staffContext(request);
      return reply
        .status(201)
        .send({ applicationId: await submitCandidate(app.db, tenant, actor, request.body) });
    },
  );
};
