/**
 * The candidate's side of slot booking (spec 2 §4 "slot book/cancel; interview invitation
 * accept/reject"). The acting candidate is the holder of the e-mailed link: its signed hash
 * names the tenant, the invitation and the candidate, and every call checks all three
 * against the invitation. Changes run in one transaction that first locks the invitation
 * (one candidate's own calls take turns), then the slot (two candidates' bookings of its
 * last seat take turns, and the second finds it full).
 */
import type { InvitationStatus, SlotInvitation } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  deleteBooking,
  findBooking,
  findInvitation,
  findSlot,
  insertBooking,
  listInvitationSlots,
  lockInvitation,
  lockInvitationSlot,
  moveBooking,
  setInvitationStatus,
  type InvitationWithPeople,
  type SlotRow,
} from '../../stores/interview-slot-store.js';
import { listInterviewers } from '../../stores/interview-schedule-store.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { sendBookingEmail, type MailPlace } from './booking-emails.js';
import { presentInvitation } from './present-invitation.js';
import { SlotLinkError, verifySlotLink, type SlotLinkClaims } from './slot-link.js';

export interface SlotContext extends MailPlace {
  db: Database;
  keys: SigningKeys;
  now?: Date;
}

async function claimsOf(context: SlotContext, hash: string): Promise<SlotLinkClaims> {
  try {
    return await verifySlotLink(context.keys, hash, context.tenant.id);
  } catch (error) {
    if (!(error instanceof SlotLinkError)) throw error;
    if (error.problem === 'expired') throw appError('SLOT_LINK_EXPIRED');
    if (error.problem === 'other-tenant') throw appError('INVITATION_NOT_FOUND');
    throw appError('SLOT_LINK_INVALID');
  }
}

/** The link's invitation, when it is this candidate's and still open to bookings. */
async function invitationOf(
  db: Database,
  context: SlotContext,
  claims: SlotLinkClaims,
): Promise<InvitationWithPeople> {
  const found = await findInvitation(db, context.tenant.id, claims.invitationId);
  if (found?.invitation.candidateId !== claims.candidateId) throw appError('INVITATION_NOT_FOUND');
  return found;
}

async function view(
  db: Database,
  context: SlotContext,
  found: InvitationWithPeople,
): Promise<SlotInvitation> {
  const tenantId = context.tenant.id;
  const slots = await listInvitationSlots(db, tenantId, found.invitation.id);
  const booking = await findBooking(db, tenantId, found.invitation.id);
  return presentInvitation(found, slots, booking?.slotId ?? null);
}

export async function showInvitation(context: SlotContext, hash: string): Promise<SlotInvitation> {
  const claims = await claimsOf(context, hash);
  return view(context.db, context, await invitationOf(context.db, context, claims));
}

/** Runs a change on the link's invitation, locked, and answers the invitation as it is then. */
async function change(
  context: SlotContext,
  hash: string,
  work: (tx: Database, found: InvitationWithPeople, now: Date) => Promise<void>,
): Promise<SlotInvitation> {
  return changeInvitation(context, await claimsOf(context, hash), work);
}

/**
 * Runs a change on an invitation the caller may change (the link's holder, the signed-in
 * candidate, or staff who see its application), locked, and answers it as it is then.
 */
export async function changeInvitation(
  context: SlotContext,
  claims: SlotLinkClaims,
  work: (tx: Database, found: InvitationWithPeople, now: Date) => Promise<void>,
): Promise<SlotInvitation> {
  const now = context.now ?? new Date();
  return transaction(context.db, async (tx) => {
    await lockInvitation(tx, context.tenant.id, claims.invitationId);
    const found = await invitationOf(tx, context, claims);
    await work(tx, found, now);
    return view(tx, context, await invitationOf(tx, context, claims));
  });
}

export const openOnly = (found: InvitationWithPeople) => {
  if (found.invitation.status === 'rejected') throw appError('INVITATION_CLOSED');
};

/** Books a slot, or moves the booking to it (a rebooking); booking accepts the invitation. */
export function bookSlot(
  context: SlotContext,
  hash: string,
  slotId: number,
): Promise<SlotInvitation> {
  return change(context, hash, async (tx, found, now) => {
    openOnly(found);
    const booking = await findBooking(tx, context.tenant.id, found.invitation.id);
    if (booking?.slotId === slotId) return;
    const locked = await lockInvitationSlot(tx, context.tenant.id, found.invitation.id, slotId);
    if (!locked) throw appError('SLOT_NOT_FOUND');
    await placeBooking(tx, context, found, locked, { hash, now, byStaff: false });
  });
}

/**
 * Puts the invitation's booking in this locked slot (a new booking or a move), accepts the
 * invitation and e-mails the candidate the time with its calendar file; a move staff made
 * says the interview has a new time.
 */
export async function placeBooking(
  tx: Database,
  context: SlotContext,
  found: InvitationWithPeople,
  locked: { slot: SlotRow; booked: number },
  change: { hash: string; now: Date; byStaff: boolean },
): Promise<void> {
  const { invitation } = found;
  const { now } = change;
  if (locked.slot.startsAt.getTime() <= now.getTime()) throw appError('SLOT_PAST');
  if (locked.booked >= locked.slot.capacity) throw appError('SLOT_FULL');
  const booking = await findBooking(tx, context.tenant.id, invitation.id);
  const interviewers = await listInterviewers(tx, [invitation.id]);
  const interview = {
    tenantId: context.tenant.id,
    candidateId: invitation.candidateId,
    applicationId: invitation.applicationId,
    title: `${invitation.title}: ${found.jobTitle}`,
    mode: invitation.mode,
    location: invitation.location,
    timeZone: invitation.timeZone,
    interviewer: interviewers.map((person) => person.name).join(', '),
    startsAt: locked.slot.startsAt,
    endsAt: locked.slot.endsAt,
  };
  if (booking) await moveBooking(tx, booking, locked.slot.id, interview, now);
  else await insertBooking(tx, invitation.id, locked.slot.id, interview, now);
  await setInvitationStatus(tx, invitation.id, 'accepted', now);
  await sendBookingEmail(tx, context, found, {
    slot: locked.slot,
    cancelled: false,
    hash: change.hash,
    now,
    moved: change.byStaff && booking !== null,
  });
}

export async function cancelWithin(
  tx: Database,
  context: SlotContext,
  found: InvitationWithPeople,
  hash: string,
  now: Date,
): Promise<void> {
  const booking = await findBooking(tx, context.tenant.id, found.invitation.id);
  if (!booking) return;
  const slot = await findSlot(tx, booking.slotId);
  await deleteBooking(tx, booking);
  if (slot) await sendBookingEmail(tx, context, found, { slot, cancelled: true, hash, now });
}

/** Gives the booked seat back; the invitation stays accepted, open to another booking. */
export function cancelBooking(context: SlotContext, hash: string): Promise<SlotInvitation> {
  return change(context, hash, (tx, found, now) => cancelWithin(tx, context, found, hash, now));
}

/** Accepts (to book later) or rejects (cancelling any booking) the invitation. */
export function answerInvitation(
  context: SlotContext,
  hash: string,
  answer: Exclude<InvitationStatus, 'invited'>,
): Promise<SlotInvitation> {
  return change(context, hash, async (tx, found, now) => {
    openOnly(found);
    if (answer === 'rejected') await cancelWithin(tx, context, found, hash, now);
    await setInvitationStatus(tx, found.invitation.id, answer, now);
  });
}
