/**
 * The signed-in candidate's interview invitations on the dashboard's interviews tab (issue 27;
 * spec 2 §4 "interview invitation accept/reject"; decision 0050): each with its booked time
 * and a booking link made for the candidate (they hold the session, so they may hold the
 * link); accept and reject act like the link's calls, under the same locks.
 */
import type { CandidateInvitation, InvitationStatus } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import {
  listCandidateInvitations,
  listInterviewers,
} from '../../stores/interview-schedule-store.js';
import { setInvitationStatus } from '../../stores/interview-slot-store.js';
import type { Owner } from '../auth/signed-in-owner.js';
import { modeOf, statusOf } from '../staff-interviews/present.js';
import { cancelWithin, changeInvitation, openOnly, type SlotContext } from './slot-booking.js';
import { issueSlotLink } from './slot-link.js';

export async function listOwnInvitations(
  context: SlotContext,
  owner: Owner,
): Promise<CandidateInvitation[]> {
  const now = context.now ?? new Date();
  const rows = await listCandidateInvitations(context.db, owner.tenantId, owner.candidateId);
  const interviewers = await listInterviewers(
    context.db,
    rows.map((row) => row.invitation.id),
  );
  const answers: CandidateInvitation[] = [];
  for (const { invitation, booking, jobTitle } of rows) {
    const open = invitation.expiresAt.getTime() > now.getTime();
    const claims = { ...owner, invitationId: invitation.id };
    answers.push({
      invitationId: invitation.id,
      applicationId: invitation.applicationId,
      jobTitle,
      title: invitation.title,
      mode: modeOf(invitation.mode),
      timeZone: invitation.timeZone,
      status: statusOf(invitation.status),
      expiresAt: invitation.expiresAt.getTime(),
      interviewers: interviewers
        .filter((person) => person.invitationId === invitation.id)
        .map((person) => person.name),
      booking: booking && {
        startsAt: booking.startsAt.getTime(),
        endsAt: booking.endsAt.getTime(),
      },
      hash: open ? await issueSlotLink(context.keys, claims, invitation.expiresAt, now) : null,
    });
  }
  return answers;
}

/** Accepts (to book later) or rejects (cancelling any booking) one of the candidate's own. */
export async function answerOwnInvitation(
  context: SlotContext,
  owner: Owner,
  invitationId: number,
  answer: Exclude<InvitationStatus, 'invited'>,
): Promise<CandidateInvitation> {
  const claims = { tenantId: owner.tenantId, invitationId, candidateId: owner.candidateId };
  // Read (or made) outside the transaction: on PGlite's one connection it would wait for it.
  await context.keys.signing();
  await changeInvitation(context, claims, async (tx, found, now) => {
    openOnly(found);
    if (found.invitation.expiresAt.getTime() <= now.getTime()) throw appError('SLOT_LINK_EXPIRED');
    if (answer === 'rejected') {
      const hash = await issueSlotLink(context.keys, claims, found.invitation.expiresAt, now);
      await cancelWithin(tx, context, found, hash, now);
    }
    await setInvitationStatus(tx, found.invitation.id, answer, now);
  });
  const answered = (await listOwnInvitations(context, owner)).find(
    (invitation) => invitation.invitationId === invitationId,
  );
  if (!answered) throw appError('INVITATION_NOT_FOUND');
  return answered;
}
