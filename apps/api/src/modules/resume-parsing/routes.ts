/**
 * Resume parse and transform (spec 2 §7): public per organisation. The parse takes one
 * multipart file and answers the parsed resume, or 422 when its text cannot be read as a
 * resume; the transform turns resume XML into an escaped HTML fragment for preview.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  ParsedResume,
  ResumeHtml,
  ResumeHtmlQuery,
  ResumeParams,
} from '@talentgate/domain';
import Type from 'typebox';
import { appError } from '../../errors/catalogue.js';
import { ResumeContentError, ResumeFormatError, parseResume } from './parse-resume.js';
import { readResumeUpload } from './read-upload.js';
import { RESUME_XML_MAX_BYTES, resumeXmlToHtml } from './resume-html.js';
import { RESUME_HARD_MAX_BYTES, resumeByteLimit } from './resume-size.js';

export interface ResumeParsingOptions {
  parsesPerMinute: number;
}

export const resumeParsingRoutes: FastifyPluginAsyncTypebox<ResumeParsingOptions> = async (
  app,
  options,
) => {
  // In this plugin's scope unless the app already has it (attachments upload multipart too);
  // each read sets its own limits, so either registration serves.
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, { limits: { fileSize: RESUME_HARD_MAX_BYTES, files: 1 } });
  }
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: RESUME_XML_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/rest/public/resume/:client/parse',
    {
      config: { rateLimit: { max: options.parsesPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['resume'],
        summary: 'Parse an uploaded resume (multipart, one file: PDF, DOC, DOCX, RTF or TXT)',
        consumes: ['multipart/form-data'],
        params: ResumeParams,
        response: {
          200: ParsedResume,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const maxBytes = resumeByteLimit(tenant.settings);
      const upload = await readResumeUpload(request, maxBytes);
      try {
        return await parseResume(upload.bytes, upload.filename);
      } catch (error) {
        if (error instanceof ResumeFormatError) throw appError('RESUME_FORMAT_UNSUPPORTED');
        if (error instanceof ResumeContentError) throw appError('RESUME_CONTENT_INVALID');
        throw error;
      }
    },
  );

  app.post(
    '/rest/public/resume/:client/html',
    {
      schema: {
        tags: ['resume'],
        summary: 'Resume XML to an HTML fragment for preview (every value escaped)',
        consumes: ['application/xml', 'text/xml'],
        params: ResumeParams,
        querystring: ResumeHtmlQuery,
        body: Type.String({ maxLength: RESUME_XML_MAX_BYTES }),
        response: {
          200: ResumeHtml,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request) => {
      await app.tenants.require(request.params.client);
      return { html: resumeXmlToHtml(request.body, request.query.language) };
    },
  );
};
