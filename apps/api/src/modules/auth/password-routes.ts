import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  ACTIVATION_EMAIL_SENT,
  ClientKey,
  DEFAULT_RESET_TEMPLATE,
  ErrorBody,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordBody,
  PasswordChangeResult,
  resolveFeatureFlags,
  ResendActivationBody,
  ResetPasswordBody,
  ResetPasswordQuery,
  SiteParams,
  unameProblem,
  UNAME_MESSAGES,
  UpdatePasswordBody,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
import { requireSession } from './authenticate.js';
import { changePassword, requestPasswordReset, resetPasswordWithLink } from './password-reset.js';
import { resendActivation } from './resend-activation.js';

export interface PasswordRouteOptions {
  /** The site origin for links in e-mails to a tenant. */
  originFor: (client: string) => string;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Forgot, reset and change password (spec 1 §7). */
export const passwordRoutes: FastifyPluginAsyncTypebox<PasswordRouteOptions> = async (
  app,
  options,
) => {
  const forgot = async (
    request: FastifyRequest,
    reply: FastifyReply,
    client: string,
    body: ForgotPasswordBody,
    captchaToken: string | undefined,
  ) => {
    const tenant = await app.tenants.require(client);
    if (resolveFeatureFlags(tenant.featureFlags).CandidateResetPwdCaptchaEnabled) {
      await requireCaptcha(request, tenant, captchaToken);
    }
    const problem = unameProblem(body.uname);
    if (problem)
      throw appError('VALIDATION_FAILED', { message: UNAME_MESSAGES[problem], field: 'uname' });
    await requestPasswordReset(app.db, tenant, {
      uname: body.uname,
      template: body.communicationTemplate ?? DEFAULT_RESET_TEMPLATE,
      origin: options.originFor(tenant.client),
    });
    // The answer is a message string (spec 1 §7), sent as JSON so clients parse one format.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(FORGOT_PASSWORD_SENT));
  };
  const forgotSchema = {
    tags: ['password'],
    summary: 'Send a password reset link; the same answer for every well-formed address',
    body: ForgotPasswordBody,
    response: { 200: Type.String(), ...errors },
  };

  app.post(
    '/rest/public/candidate/:client/password/',
    { schema: { ...forgotSchema, params: SiteParams } },
    async (request, reply) =>
      forgot(request, reply, request.params.client, request.body, undefined),
  );
  // The optional captcha-token suffix (spec 1 §7), required when the tenant's flag is on.
  app.post(
    '/rest/public/candidate/:client/password/:captchaToken',
    {
      schema: {
        ...forgotSchema,
        params: Type.Object({
          client: ClientKey,
          captchaToken: Type.String({ minLength: 1, maxLength: 4096 }),
        }),
      },
    },
    async (request, reply) =>
      forgot(request, reply, request.params.client, request.body, request.params.captchaToken),
  );

  app.post(
    '/rest/public/candidate/:client/activation/',
    {
      schema: {
        tags: ['password'],
        summary:
          'Send a not-yet-activated account a new activation link; the same answer for every well-formed address',
        params: SiteParams,
        body: ResendActivationBody,
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const problem = unameProblem(request.body.uname);
      if (problem)
        throw appError('VALIDATION_FAILED', { message: UNAME_MESSAGES[problem], field: 'uname' });
      await resendActivation(app.db, tenant, {
        uname: request.body.uname,
        origin: options.originFor(tenant.client),
      });
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(ACTIVATION_EMAIL_SENT));
    },
  );

  app.post(
    '/rest/public/candidate/:client/password/reset',
    {
      schema: {
        tags: ['password'],
        summary: 'Set a new password with the token of an e-mailed link (single use)',
        params: SiteParams,
        querystring: ResetPasswordQuery,
        body: ResetPasswordBody,
        response: { 200: PasswordChangeResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      await resetPasswordWithLink(app.db, tenant, request.query.token, request.body.newPassword);
      return { status: 'Success' as const };
    },
  );

  app.post(
    '/rest/private/candidate/:client/password',
    {
      schema: {
        tags: ['password'],
        summary: 'Change the signed-in candidate\u2019s password',
        params: SiteParams,
        body: UpdatePasswordBody,
        response: { 200: PasswordChangeResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await requireSession(app, request, tenant);
      if (request.body.candidateId !== session.candidateId) throw appError('UNAUTHORIZED');
      await changePassword(app.db, tenant, {
        candidateId: session.candidateId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        sessionId: session.id,
      });
      return { status: 'Success' as const };
    },
  );
};
