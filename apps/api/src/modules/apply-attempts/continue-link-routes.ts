import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplyAttemptHeaders,
  ApplyAttemptParams,
  ErrorBody,
  RequestContinueLinkBody,
  CONTINUE_LINK_LIFETIME_HOURS,
  ContinueAttemptBody,
  ContinuedApplyAttempt,
  ContinueLinkRequested,
} from '@talentgate/domain';
import { loadStreamForms } from '../apply-streams/find-stream.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
import { captchaSettingsOf } from '../captcha/verify-captcha.js';
import { heldResumeOf } from './held-resume.js';
import { presentAttempt } from './present-attempt.js';
import { continueAttempt } from './continue-link.js';
import { checkContinueLinkRequest, sendContinueLink } from './send-continue-link.js';

export interface ContinueLinkRouteOptions {
  /** The site origin for links in e-mails to a tenant. */
  originFor: (client: string) => string;
}

/**
 * Link requests per address and minute: each may e-mail any address, so they are held tighter
 * than other writes (on top of the per-attempt limit of the service).
 */
export const CONTINUE_LINK_REQUESTS_PER_MINUTE = 10;

const tags = ['apply attempts'];

/** Continue on another device (decision 0017): e-mail a continue link, exchange it. */
export const continueLinkRoutes: FastifyPluginAsyncTypebox<ContinueLinkRouteOptions> = async (
  app,
  options,
) => {
  app.post(
    '/rest/public/apply/:client/attempt/continue-link',
    {
      config: {
        rateLimit: { max: CONTINUE_LINK_REQUESTS_PER_MINUTE, timeWindow: 60_000, allowList: [] },
      },
      schema: {
        tags,
        summary: 'E-mail a link to continue this attempt on another device',
        description:
          'The same answer whether or not an e-mail went out: an attempt sends a few links an ' +
          'hour at most. `path` must be an apply, join or job-alert page of the site. A tenant ' +
          'with a captcha needs `captchaToken`.',
        params: ApplyAttemptParams,
        headers: ApplyAttemptHeaders,
        body: RequestContinueLinkBody,
        response: { 202: ContinueLinkRequested, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const resume = {
        secret: request.headers['x-apply-attempt'],
        email: request.body.email,
        language: request.body.language,
        path: request.body.path,
        origin: options.originFor(tenant.client),
      };
      // Bad input is refused before the captcha is spent on it.
      checkContinueLinkRequest(tenant, resume);
      if (captchaSettingsOf(tenant.settings)) {
        await requireCaptcha(request, tenant, request.body.captchaToken);
      }
      await sendContinueLink(app.db, tenant, resume);
      reply.header('cache-control', 'no-store');
      return reply
        .status(202)
        .send({ status: 'accepted' as const, lifetimeHours: CONTINUE_LINK_LIFETIME_HOURS });
    },
  );

  app.post(
    '/rest/public/apply/:client/attempt/continue',
    {
      schema: {
        tags,
        summary: 'Exchange a continue link for its attempt (once); the attempt gets a new id',
        description:
          'Refused with 400 CONTINUE_LINK_INVALID (unknown, forged or another site\u2019s), 410 ' +
          'CONTINUE_LINK_USED or 410 CONTINUE_LINK_EXPIRED (the link or its application expired).',
        params: ApplyAttemptParams,
        body: ContinueAttemptBody,
        response: { 200: ContinuedApplyAttempt, 400: ErrorBody, 410: ErrorBody },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { secret, attempt } = await continueAttempt(app.db, tenant, request.body.token);
      const forms = await loadStreamForms(app.db, tenant, attempt.applyStreamId);
      reply.header('cache-control', 'no-store');
      return {
        ...presentAttempt(attempt, forms),
        heldResume: await heldResumeOf(app.db, tenant, attempt),
        attemptId: secret,
      };
    },
  );
};
