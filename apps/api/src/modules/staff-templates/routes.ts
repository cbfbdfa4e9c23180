import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  StaffParams,
  SuccessResult,
  TemplateDetail,
  TemplateInput,
  TemplateList,
  TemplateParams,
  TemplatePreview,
  TemplatePreviewInput,
} from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  listTemplates,
  previewTemplate,
  resetTemplate,
  templateDetail,
  updateTemplate,
} from './manage-templates.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: communication templates'];

/**
 * Communication templates (spec 2 §7 staff "communicationtemplate"): list, read, override,
 * reset to the default, preview. Reading and previewing need candidates:read (whoever e-mails
 * candidates reads what they will get); changing needs templates:write.
 */
export const staffTemplateRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const read = requireStaff(app, 'candidates:read');
  const write = requireStaff(app, 'templates:write');
  const base = '/rest/staff/:client/communicationtemplate';
  const one = `${base}/:name/:language`;

  app.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The communication templates and where the tenant overrides them',
        params: StaffParams,
        response: { 200: TemplateList, ...errors },
      },
    },
    async (request) => listTemplates(staffContext(request).tenant),
  );

  app.get(
    one,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A template in a language: current text, default and variables',
        params: TemplateParams,
        response: { 200: TemplateDetail, ...errors },
      },
    },
    async (request) =>
      templateDetail(staffContext(request).tenant, request.params.name, request.params.language),
  );

  app.post(
    one,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Override a template in a language',
        params: TemplateParams,
        body: TemplateInput,
        response: { 200: TemplateDetail, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      const { name, language } = request.params;
      await updateTemplate(app.db, tenant, actor, name, language, request.body);
      app.tenants.forget(tenant.client);
      return templateDetail(await app.tenants.require(tenant.client), name, language);
    },
  );

  app.delete(
    one,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Go back to the default template in a language',
        params: TemplateParams,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      await resetTemplate(app.db, tenant, actor, request.params.name, request.params.language);
      app.tenants.forget(tenant.client);
      return { status: 'Success' as const };
    },
  );

  app.post(
    `${one}/preview`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Render a template (or a draft of it) with sample values',
        params: TemplateParams,
        body: TemplatePreviewInput,
        response: { 200: TemplatePreview, ...errors },
      },
    },
    async (request) => {
      const { tenant } = staffContext(request);
      return previewTemplate(
        tenant,
        options.originFor(tenant.client),
        request.params.name,
        request.params.language,
        request.body,
      );
    },
  );
};
