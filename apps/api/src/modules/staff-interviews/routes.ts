import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  CalendarBookBody,
  CalendarCancelBody,
  CalendarInvitationParams,
  CalendarSessionList,
  CalendarSessionQuery,
  ErrorBody,
  SlotPickerConfig,
  SlotPickerPreview,
  StaffApplicationInvitationParams,
  StaffCalendarParams,
  StaffInvitation,
  StaffInvitationList,
} from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  bookForCandidate,
  cancelForCandidate,
  listCalendarSessions,
  listInvitationsOfApplication,
  previewSlots,
  sessionCalendarFile,
  type ScheduleContext,
} from './schedule.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff: interviews'];

/**
 * Interview scheduling for staff (issue 27; spec 2 §7 "calendar scheduling (slot picker
 * config, book, cancel, session)"; decision 0050). Reads need applications:read, changes
 * applications:write; every call is scoped to the applications the user sees (404 beyond).
 */
export const staffInterviewRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const read = requireStaff(app, 'applications:read');
  const write = requireStaff(app, 'applications:write');
  const base = '/rest/staff/:client';
  const contextOf = (request: FastifyRequest): ScheduleContext => {
    const { tenant, actor } = staffContext(request);
    return {
      db: app.db,
      keys: app.signingKeys,
      tenant,
      actor,
      origin: options.originFor(tenant.client),
    };
  };

  app.post(
    `${base}/calendar/slotpickerconfig`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'The interview times a slot picker configuration gives (nothing is saved)',
        params: StaffCalendarParams,
        body: SlotPickerConfig,
        response: { 200: SlotPickerPreview, ...errors },
      },
    },
    async (request) => previewSlots(request.body),
  );

  app.get(
    `${base}/interview/invitation/application/:applicationId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'An application’s interview invitations with their interviewers and bookings',
        params: StaffApplicationInvitationParams,
        response: { 200: StaffInvitationList, ...errors },
      },
    },
    async (request) =>
      listInvitationsOfApplication(
        app.db,
        staffContext(request).actor,
        request.params.applicationId,
      ),
  );

  app.get(
    `${base}/calendar/session`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Booked interview sessions overlapping a window (at most 42 days)',
        params: StaffCalendarParams,
        querystring: CalendarSessionQuery,
        response: { 200: CalendarSessionList, ...errors },
      },
    },
    async (request) => listCalendarSessions(app.db, staffContext(request).actor, request.query),
  );

  app.get(
    `${base}/calendar/session/:invitationId/ics`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The booked session as an iCalendar file (UTC times)',
        params: CalendarInvitationParams,
        response: { 200: Type.String({ description: 'text/calendar' }), ...errors },
      },
    },
    async (request, reply) => {
      const file = await sessionCalendarFile(contextOf(request), request.params.invitationId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="interview-${request.params.invitationId}.ics"`,
        )
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.post(
    `${base}/calendar/book`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Book the candidate at a time, or move their booking there (e-mails them)',
        params: StaffCalendarParams,
        body: CalendarBookBody,
        response: { 200: StaffInvitation, ...errors },
      },
    },
    async (request) => bookForCandidate(contextOf(request), request.body),
  );

  app.post(
    `${base}/calendar/cancel`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Cancel the booked time (e-mails the candidate, who may book another)',
        params: StaffCalendarParams,
        body: CalendarCancelBody,
        response: { 200: StaffInvitation, ...errors },
      },
    },
    async (request) => cancelForCandidate(contextOf(request), request.body.invitationId),
  );
};
