import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandingLogoParams,
  ErrorBody,
  MessageBranding,
  MessageBrandingInput,
  MessageBrandingPreview,
  StaffParams,
} from '@talentgate/domain';
import Type from 'typebox';
import { AppError, appError } from '../../errors/catalogue.js';
import { findBrandingLogo } from '../../stores/message-branding-store.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  presentBranding,
  saveBranding,
  setBrandingActive,
  setBrandingLogo,
} from './manage-branding.js';
import { previewBranding } from './preview-branding.js';
import { uploadLogo } from './upload-logo.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: message branding'];
const base = '/rest/staff/:client/messagebranding';

/**
 * Message branding (spec 2 §7 staff "messagebranding"; decision 0052) for admins (settings:
 * write): read, save (contrast checked), activate/deactivate, logo upload and removal; and
 * the logo itself, public, from the tenant's own origin.
 */
export const messageBrandingRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  // Registered here, not app-wide: only this plugin's logo upload accepts multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: true });
  const guard = requireStaff(app, 'settings:write');

  /** Answers the branding as the tenant now has it (its cache forgotten after the write). */
  const current = async (client: string) => {
    app.tenants.forget(client);
    return presentBranding(await app.tenants.require(client));
  };

  app.get(
    base,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The tenant\u2019s message branding (the defaults until one is saved)',
        params: StaffParams,
        response: { 200: MessageBranding, ...errors },
      },
    },
    async (request) => presentBranding(staffContext(request).tenant),
  );

  app.post(
    base,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Save the colours and footer (refused unless text keeps 4.5:1 contrast)',
        params: StaffParams,
        body: MessageBrandingInput,
        response: { 200: MessageBranding, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      await saveBranding(app.db, tenant, actor, request.body);
      return current(tenant.client);
    },
  );

  app.post(
    `${base}/preview`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'A sample e-mail drawn with draft colours and footer (nothing is saved)',
        params: StaffParams,
        body: MessageBrandingInput,
        response: { 200: MessageBrandingPreview, ...errors },
      },
    },
    async (request) => {
      const { tenant } = staffContext(request);
      return previewBranding(tenant, options.originFor(tenant.client), request.body);
    },
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/${verb}`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: active
            ? 'Apply the branding to e-mails and the career site'
            : 'Stop applying the branding (it is kept)',
          params: StaffParams,
          response: { 200: MessageBranding, ...errors },
        },
      },
      async (request) => {
        const { tenant, actor } = staffContext(request);
        await setBrandingActive(app.db, tenant, actor, active);
        return current(tenant.client);
      },
    );
  }

  app.put(
    `${base}/logo`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Upload the logo (multipart field "file": PNG or JPEG, at most 256 KB)',
        consumes: ['multipart/form-data'],
        params: StaffParams,
        response: { 200: MessageBranding, ...errors, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = staffContext(request);
      try {
        await uploadLogo(app.db, tenant, actor, request);
      } catch (error) {
        // The rest of a refused upload is not read: the connection ends after the answer.
        if (error instanceof AppError && error.code === 'BRANDING_LOGO_TOO_LARGE') {
          reply.header('connection', 'close');
          reply.raw.once('finish', () => request.raw.destroy());
        }
        throw error;
      }
      return current(tenant.client);
    },
  );

  app.delete(
    `${base}/logo`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Remove the logo from the branding',
        params: StaffParams,
        response: { 200: MessageBranding, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      await setBrandingLogo(app.db, tenant, actor, null);
      return current(tenant.client);
    },
  );

  app.get(
    '/rest/public/messagebranding/:client/logo/:version',
    {
      schema: {
        tags: ['site'],
        summary: 'A branding logo by version (e-mails and the career site show it)',
        params: BrandingLogoParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const logo = await findBrandingLogo(app.db, tenant.id, request.params.version);
      if (!logo) throw appError('BRANDING_LOGO_NOT_FOUND');
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(logo.bytes);
    },
  );
};
