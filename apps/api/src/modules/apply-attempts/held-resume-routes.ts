import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplyAttemptHeaders,
  ApplyAttemptParams,
  DeletedCount,
  ErrorBody,
  ParsedResume,
  RESUME_ATTACHMENT_TYPE,
} from '@talentgate/domain';
import { readUploadOrCutOff } from '../attachments/read-upload.js';
import { attachmentServices, type UploadRouteOptions } from '../attachments/upload-attachment.js';
import { findAttemptWithStream } from './find-attempt.js';
import { dropHeldResume, heldResumeLimits, holdResume } from './held-resume.js';

export interface HeldContinueLinkRouteOptions extends UploadRouteOptions {
  /** Each upload is parsed: the per-address limit of the public resume parse applies. */
  parsesPerMinute: number;
}

const tags = ['apply attempts'];

/**
 * The resume of an apply attempt whose visitor is not signed in (decision 0023): upload
 * (stored as the attempt's one resume, then parsed, answering like the public parse) and
 * remove. Scoped to the tenant and to the attempt of the X-Apply-Attempt secret: another
 * tenant's, an unknown, expired or completed attempt is 404.
 */
export const heldResumeRoutes: FastifyPluginAsyncTypebox<HeldContinueLinkRouteOptions> = async (
  app,
  options,
) => {
  // In this plugin's scope only, as for the attachment routes; each read sets its limits.
  await app.register(multipart, { throwFileSizeLimit: true });
  const services = attachmentServices(app.db, options);
  // Not …/attempt/continue: that one continues an attempt from an e-mailed link.
  const path = '/rest/public/apply/:client/attempt/attachment/resume';

  app.post(
    path,
    {
      config: { rateLimit: { max: options.parsesPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Keep a resume with the attempt (multipart, one file) and parse it; 422 when it cannot be read (the file is kept)',
        consumes: ['multipart/form-data'],
        params: ApplyAttemptParams,
        headers: ApplyAttemptHeaders,
        response: {
          200: ParsedResume,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      // The attempt first: nothing of the body is read for an attempt that is not there.
      const { attempt } = await findAttemptWithStream(
        app.db,
        tenant,
        request.headers['x-apply-attempt'],
      );
      const upload = await readUploadOrCutOff(request, reply, heldResumeLimits(tenant.settings), {
        attachmentType: RESUME_ATTACHMENT_TYPE,
      });
      reply.header('cache-control', 'no-store');
      return holdResume(services, tenant, attempt, upload);
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Remove the resume the attempt holds (the visitor cleared the field)',
        params: ApplyAttemptParams,
        headers: ApplyAttemptHeaders,
        response: { 200: DeletedCount, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { attempt } = await findAttemptWithStream(
        app.db,
        tenant,
        request.headers['x-apply-attempt'],
      );
      reply.header('cache-control', 'no-store');
      return { deleted: await dropHeldResume(services, tenant, attempt) };
    },
  );
};
