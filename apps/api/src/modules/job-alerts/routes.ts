import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertConfirmRequest, AlertConfirmResult, ErrorBody, SiteParams } from '@talentgate/domain';
import { confirmAlertsWithLink } from './confirm-alerts.js';

/** The double opt-in of job alerts: the page the sign-up e-mail links to calls this. */
export const jobAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rest/public/jobalert/:client/confirm',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Confirm job alerts with the double opt-in link of the sign-up e-mail',
        params: SiteParams,
        body: AlertConfirmRequest,
        response: { 200: AlertConfirmResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { email } = await confirmAlertsWithLink(app.db, tenant, request.body.token);
      return { status: 'Confirmed' as const, email };
    },
  );
};
