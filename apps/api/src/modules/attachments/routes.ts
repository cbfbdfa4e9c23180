import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  Attachment,
  AttachmentIdParams,
  AttachmentList,
  AttachmentListQuery,
  attachmentLimitsOf,
  CandidateIdParams,
  DeletedCount,
  ErrorBody,
  isResumeType,
  SiteParams,
  SuccessResult,
  type AttachmentLimits,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import {
  countMultiTypeAttachments,
  findAttachment,
  listAttachments,
  ofCandidate,
  removeAttachments,
  type AttachmentOwner,
} from './attachment-store.js';
import { attachmentDisposition } from './content-disposition.js';
import { presentAttachment } from './present-attachment.js';
import { readUploadOrCutOff } from './read-upload.js';
import {
  attachmentServices,
  uploadAttachment,
  type UploadRouteOptions,
} from './upload-attachment.js';

export type AttachmentRouteOptions = UploadRouteOptions;

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const uploadErrors = { ...errors, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };
const tags = ['attachments'];

/**
 * Attachments (spec 2 §7) under `/rest/private/attachment/{client}`: upload (PUT, multipart),
 * list and delete by candidate, get and delete by id, download. The caller is the signed-in
 * candidate or a new one with the x-nonce token; only their attachments exist for them.
 */
export const attachmentRoutes: FastifyPluginAsyncTypebox<AttachmentRouteOptions> = async (
  app,
  options,
) => {
  // Registered here, not app-wide: only this plugin's routes accept multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: true });
  const services = attachmentServices(app.db, options);

  const acting = async (
    request: FastifyRequest,
    client: string,
  ): Promise<{ owner: AttachmentOwner; limits: AttachmentLimits }> => {
    const tenant = await app.tenants.require(client);
    const { candidate } = await requireFlowCandidate(app, request, tenant);
    return {
      owner: { tenantId: tenant.id, candidateId: candidate.id },
      limits: attachmentLimitsOf(tenant.settings),
    };
  };
  const mustBeOwner = (owner: AttachmentOwner, candidateId: number) => {
    if (candidateId !== owner.candidateId) throw appError('CANDIDATE_NOT_FOUND');
  };
  const canUploadMore = async (owner: AttachmentOwner, limits: AttachmentLimits) =>
    (await countMultiTypeAttachments(app.db, owner)) < limits.maxFileCount;

  const base = '/rest/private/attachment/:client';

  app.put(
    base,
    {
      schema: {
        tags,
        summary: 'Upload an attachment (multipart: attachmentType, description, then file)',
        consumes: ['multipart/form-data'],
        params: SiteParams,
        response: { 201: Attachment, ...uploadErrors, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { owner, limits } = await acting(request, request.params.client);
      const upload = await readUploadOrCutOff(request, reply, limits);
      const row = ofCandidate(await uploadAttachment(services, owner, limits, upload), owner);
      const canUpload = isResumeType(row.attachmentType) || (await canUploadMore(owner, limits));
      return reply.status(201).send(presentAttachment(row, canUpload));
    },
  );

  app.get(
    `${base}/candidate/:candidateId`,
    {
      schema: {
        tags,
        summary: 'The candidate\u2019s attachments (filter Document or All) and the limits',
        params: CandidateIdParams,
        querystring: AttachmentListQuery,
        response: { 200: AttachmentList, ...errors },
      },
    },
    async (request) => {
      const { owner, limits } = await acting(request, request.params.client);
      mustBeOwner(owner, request.params.candidateId);
      const rows = await listAttachments(app.db, owner, request.query.attachmentType ?? 'All');
      const more = await canUploadMore(owner, limits);
      return {
        attachments: rows.map((row) =>
          presentAttachment(row, isResumeType(row.attachmentType) || more),
        ),
        ...limits,
      };
    },
  );

  app.delete(
    `${base}/candidate/:candidateId`,
    {
      schema: {
        tags,
        summary: 'Delete all the candidate\u2019s attachments',
        params: CandidateIdParams,
        response: { 200: DeletedCount, ...errors },
      },
    },
    async (request) => {
      const { owner } = await acting(request, request.params.client);
      mustBeOwner(owner, request.params.candidateId);
      const removed = await removeAttachments(app.db, owner);
      for (const row of removed) await services.files.delete(owner.tenantId, row.storageKey);
      return { deleted: removed.length };
    },
  );

  app.get(
    `${base}/:attachmentId`,
    {
      schema: {
        tags,
        summary: 'One attachment by id',
        params: AttachmentIdParams,
        response: { 200: Attachment, ...errors },
      },
    },
    async (request) => {
      const { owner, limits } = await acting(request, request.params.client);
      const row = await findAttachment(app.db, owner, request.params.attachmentId);
      return presentAttachment(
        row,
        isResumeType(row.attachmentType) || (await canUploadMore(owner, limits)),
      );
    },
  );

  app.delete(
    `${base}/:attachmentId`,
    {
      schema: {
        tags,
        summary: 'Delete an attachment by id',
        params: AttachmentIdParams,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      const { owner } = await acting(request, request.params.client);
      const [removed] = await removeAttachments(app.db, owner, request.params.attachmentId);
      if (!removed) throw appError('ATTACHMENT_NOT_FOUND');
      await services.files.delete(owner.tenantId, removed.storageKey);
      return { status: 'Success' as const };
    },
  );

  app.get(
    `${base}/:attachmentId/download`,
    {
      schema: {
        tags,
        summary: 'Download an attachment\u2019s file',
        params: AttachmentIdParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { owner } = await acting(request, request.params.client);
      const row = await findAttachment(app.db, owner, request.params.attachmentId);
      const bytes = await services.files.get(owner.tenantId, row.storageKey);
      if (!bytes) throw appError('ATTACHMENT_NOT_FOUND');
      return reply
        .header('content-type', row.contentType)
        .header('content-disposition', attachmentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
