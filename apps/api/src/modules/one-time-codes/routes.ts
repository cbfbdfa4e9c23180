import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  languageOfCodeId,
  OneTimeCodeRequest,
  OneTimeCodeSent,
  OneTimeCodeVerified,
  OneTimeCodeVerifyBody,
  SensitiveClientParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { sendOneTimeCode, verifyOneTimeCode } from './one-time-codes.js';

const tags = ['onboarding'];

/** One-time codes to the signed-in candidate's phone (spec 2 §5: OTP for configured countries). */
export const oneTimeCodeRoutes: FastifyPluginAsyncTypebox<{ sms: SmsSender }> = async (
  app,
  options,
) => {
  app.post(
    '/rest/private/candidate/:client/one-time-code',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS to the candidate\u2019s phone (10 minutes)',
        params: SensitiveClientParams,
        body: OneTimeCodeRequest,
        response: {
          200: OneTimeCodeSent,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const { tenant, owner } = await requireSignedInOwner(app, request, request.params.client);
      const candidate = await findCandidateById(app.db, tenant.id, owner.candidateId);
      if (!candidate) throw appError('UNAUTHORIZED');
      const language = languageOfCodeId(candidate.languageCodeId ?? 0);
      return sendOneTimeCode(app.db, options.sms, owner, {
        purpose: request.body.purpose,
        phone: candidate.phone1 ?? '',
        language:
          language && tenant.languages.includes(language) ? language : tenant.defaultLanguage,
        siteName: tenant.name,
      });
    },
  );

  app.post(
    '/rest/private/candidate/:client/one-time-code/verify',
    {
      schema: {
        tags,
        summary: 'Check the code the candidate received (5 tries)',
        params: SensitiveClientParams,
        body: OneTimeCodeVerifyBody,
        response: {
          200: OneTimeCodeVerified,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          410: ErrorBody,
        },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return verifyOneTimeCode(app.db, owner, request.body);
    },
  );
};
