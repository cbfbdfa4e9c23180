import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ANALYTICS_EVENTS_PER_MINUTE,
  AnalyticsEventBody,
  ErrorBody,
  FunnelQuery,
  FunnelReport,
  SiteParams,
  StaffParams,
} from '@talentgate/domain';
import Type from 'typebox';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { funnelReport } from './funnel-report.js';
import { recordEvent } from './record-event.js';

/** An event is a few dozen bytes; anything much larger is not one. */
const EVENT_BODY_LIMIT = 1024;

/**
 * The collector (decision 0045): the browser's `navigator.sendBeacon` posts one event as a
 * `text/plain` JSON string (a beacon cannot set a JSON content type without a preflight), so
 * within this plugin text bodies are read as JSON; `application/json` is taken too.
 */
export const analyticsCollectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
    (request, body, done) => {
      // The default parser answers through `done`; its return value means nothing here.
      void parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
    },
  );

  app.post(
    '/rest/public/analytics/:client',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      // No request log line: it would keep the visitor's address for every event counted.
      logLevel: 'warn',
      config: {
        // A beacon cannot send the XMLHttpRequest marker. Nothing here reads a cookie or acts
        // for anyone: a cross-site post could only add a count, as any visitor can.
        xhrMarkerExempt: true,
        rateLimit: { max: ANALYTICS_EVENTS_PER_MINUTE, timeWindow: 60_000, allowList: [] },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Count one analytics event of the career site (no personal data)',
        description:
          'Answers 204 whether or not the tenant keeps analytics. `requisitionId` must be one ' +
          'of the tenant\u2019s requisitions. Body as `text/plain` (sendBeacon) or JSON.',
        params: SiteParams,
        body: AnalyticsEventBody,
        response: {
          204: Type.Null(),
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      await recordEvent(app.db, tenant, request.body);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
};

/** The funnel for staff, beside the other reports (`reports:read`, the caller's scope). */
export const staffFunnelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/staff/:client/report/funnel',
    {
      preHandler: requireStaff(app, 'reports:read'),
      schema: {
        tags: ['staff: reports'],
        summary: 'Apply funnel: job views, apply starts, applications made',
        description:
          'From the career site\u2019s analytics events, per UTC day from `from` to `to` ' +
          '(default: the last 30 days), overall, by requisition and by source.',
        params: StaffParams,
        querystring: FunnelQuery,
        response: {
          200: FunnelReport,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => funnelReport(app.db, staffContext(request).actor, request.query),
  );
};
