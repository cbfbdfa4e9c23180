import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Campaign,
  CampaignClientParams,
  CampaignParams,
  CheckIn,
  CheckInQuery,
  ErrorBody,
  EventRegistrantList,
  EventStatus,
  EventStatusBody,
  EventStatusParams,
  StaffEventList,
  StaffEventParams,
} from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { showCampaign } from './campaign-page.js';
import { markAttended, showCheckIn } from './check-in.js';
import { listEventRegistrants, listStaffEvents } from './staff-events.js';

const tags = ['campaigns and events'];
const errors = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };

/**
 * Campaign pages and events (decision 0046): a campaign page's configuration; the check-in
 * link's page and the event status call, authorised by the link's signed token sent in the
 * body (POST and PUT, so it stays out of access logs); the staff's events and registrants.
 */
export const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/campaigns/:client/:name',
    {
      schema: {
        tags,
        summary: 'A campaign page: texts in every language, embedded stream, event, thank-you',
        params: CampaignParams,
        response: { 200: Campaign, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return showCampaign(app.db, tenant, request.params.name);
    },
  );

  const place = async (client: string) => ({
    db: app.db,
    keys: app.signingKeys,
    tenant: await app.tenants.require(client),
  });

  app.post(
    '/rest/public/events/:client/check-in',
    {
      schema: {
        tags,
        summary: 'What an event check-in link shows: its event and the registrant’s status',
        params: CampaignClientParams,
        body: CheckInQuery,
        response: { 200: CheckIn, ...errors },
      },
    },
    async (request) => showCheckIn(await place(request.params.client), request.body.token),
  );

  app.put(
    '/rest/public/events/:client/:eventId/candidates/:candidateId/status',
    {
      schema: {
        tags,
        summary: 'Update event candidate status (check-in marks the registrant Attended)',
        params: EventStatusParams,
        body: EventStatusBody,
        response: { 200: EventStatus, ...errors },
      },
    },
    async (request) =>
      markAttended(await place(request.params.client), {
        eventId: request.params.eventId,
        candidateId: request.params.candidateId,
        token: request.body.token,
        firstName: request.body.firstName,
        lastName: request.body.lastName,
      }),
  );

  const staffTags = ['staff: events'];
  const staffErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const read = requireStaff(app, 'candidates:read');
  app.get(
    '/rest/staff/:client/events',
    {
      preHandler: read,
      schema: {
        tags: staffTags,
        summary: 'The tenant’s events with their capacity, seats taken and attendance',
        params: CampaignClientParams,
        response: { 200: StaffEventList, ...staffErrors },
      },
    },
    async (request) => listStaffEvents(app.db, staffContext(request).tenant),
  );

  app.get(
    '/rest/staff/:client/events/:eventId/registrants',
    {
      preHandler: read,
      schema: {
        tags: staffTags,
        summary: 'An event’s registrants (those the user may see) with their event status',
        params: StaffEventParams,
        response: { 200: EventRegistrantList, ...staffErrors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      return listEventRegistrants(app.db, tenant, actor, request.params.eventId);
    },
  );
};
