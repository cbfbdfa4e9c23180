import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateIdParams,
  CandidateInvitation,
  CandidateInvitationList,
  CandidateInvitationParams,
  CreatedInvitation,
  ErrorBody,
  NewInvitationBody,
  SlotBookBody,
  SlotBookParams,
  SlotInvitation,
  SlotLinkBody,
  StaffInvitationParams,
} from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { answerOwnInvitation, listOwnInvitations } from './own-invitations.js';
import { createInvitation } from './create-invitation.js';
import { answerInvitation, bookSlot, cancelBooking, showInvitation } from './slot-booking.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody };
const tags = ['interview slots'];

/**
 * Interview slot booking (issue 24; spec 2 §4, §7 slot book/cancel, interview invitation
 * accept/reject). The candidate's calls are authorised by the signed hash of the e-mailed
 * link, sent in the body (so it stays out of access logs and caches); they are POST because
 * even the read names a secret. Staff create an invitation under the staff console's auth.
 */
export const interviewSlotRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const base = '/rest/public/interview-slots/:client';
  const place = async (client: string) => {
    const tenant = await app.tenants.require(client);
    return { db: app.db, keys: app.signingKeys, tenant, origin: options.originFor(client) };
  };

  app.post(
    `${base}/invitation`,
    {
      schema: {
        tags,
        summary: 'The invitation of a booking link: its slots, seats left and the booking',
        params: SlotBookParams,
        body: SlotLinkBody,
        response: { 200: SlotInvitation, ...errors },
      },
    },
    async (request) => showInvitation(await place(request.params.client), request.body.hash),
  );

  app.post(
    `${base}/book`,
    {
      schema: {
        tags,
        summary: 'Book a slot, or move the booking to it; e-mails a calendar file',
        params: SlotBookParams,
        body: SlotBookBody,
        response: { 200: SlotInvitation, ...errors },
      },
    },
    async (request) =>
      bookSlot(await place(request.params.client), request.body.hash, request.body.slotId),
  );

  app.post(
    `${base}/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel the booking (the invitation stays open to another)',
        params: SlotBookParams,
        body: SlotLinkBody,
        response: { 200: SlotInvitation, ...errors },
      },
    },
    async (request) => cancelBooking(await place(request.params.client), request.body.hash),
  );

  for (const answer of ['accepted', 'rejected'] as const) {
    app.post(
      `${base}/${answer === 'accepted' ? 'accept' : 'reject'}`,
      {
        schema: {
          tags,
          summary: `${answer === 'accepted' ? 'Accept' : 'Decline'} the interview invitation`,
          params: SlotBookParams,
          body: SlotLinkBody,
          response: { 200: SlotInvitation, ...errors },
        },
      },
      async (request) =>
        answerInvitation(await place(request.params.client), request.body.hash, answer),
    );
  }

  // The signed-in candidate's own invitations (dashboard), by session like the dashboard.
  app.get(
    '/rest/private/interview/:client/invitation/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The signed-in candidate’s interview invitations, newest first',
        params: CandidateIdParams,
        response: { 200: CandidateInvitationList, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { params } = request;
      const signedIn = await requireSignedInOwner(app, request, params.client, params.candidateId);
      return listOwnInvitations(await place(params.client), signedIn.owner);
    },
  );

  for (const answer of ['accepted', 'rejected'] as const) {
    app.post(
      `/rest/private/interview/:client/invitation/:invitationId/${answer === 'accepted' ? 'accept' : 'reject'}`,
      {
        schema: {
          tags,
          summary: `${answer === 'accepted' ? 'Accept' : 'Decline'} one of the signed-in candidate’s interview invitations`,
          params: CandidateInvitationParams,
          response: { 200: CandidateInvitation, 401: ErrorBody, ...errors },
        },
      },
      async (request) => {
        const { params } = request;
        const { owner } = await requireSignedInOwner(app, request, params.client);
        return answerOwnInvitation(await place(params.client), owner, params.invitationId, answer);
      },
    );
  }

  const write = requireStaff(app, 'applications:write');
  app.post(
    '/rest/staff/:client/interview/invitation',
    {
      preHandler: write,
      schema: {
        tags: ['staff: interviews'],
        summary: 'Invite an application’s candidate to book one of these slots (e-mails the link)',
        params: StaffInvitationParams,
        body: NewInvitationBody,
        response: { 200: CreatedInvitation, 401: ErrorBody, 403: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      return createInvitation(
        {
          db: app.db,
          keys: app.signingKeys,
          tenant,
          actor,
          origin: options.originFor(tenant.client),
        },
        request.body,
      );
    },
  );
};
