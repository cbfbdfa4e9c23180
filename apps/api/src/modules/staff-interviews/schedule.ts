/**
 * Interview scheduling from the staff side (issue 27; spec 2 §7 "calendar scheduling: slot
 * picker config, book, cancel, session"; decision 0050). Every call is scoped like the
 * pipeline: an invitation whose application the user does not see is not found. Staff book
 * (or move) a candidate's interview at a time and cancel a booking under the same locks as
 * the candidate's own calls (invitation, then slot), and the candidate is e-mailed the new
 * time or the cancellation with the calendar file and a fresh booking link.
 */
import type {
  CalendarBookBody,
  CalendarSession,
  CalendarSessionQuery,
  SlotPickerConfig,
  SlotPickerPreview,
  StaffInvitation,
} from '@talentgate/domain';
import { CALENDAR_WINDOW_MAX_DAYS } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  claimSlotAt,
  extendInvitation,
  isInvitationVisible,
  listApplicationInvitations,
  listInterviewers,
  listSessions,
  listSlotPickerConfigs,
} from '../../stores/interview-schedule-store.js';
import {
  findBooking,
  findInvitation,
  findSlot,
  listInvitationSlots,
  type InvitationWithPeople,
} from '../../stores/interview-slot-store.js';
import { recordAudit } from '../audit/record-audit.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { invitationCalendarFile } from '../interview-slots/booking-emails.js';
import {
  cancelWithin,
  changeInvitation,
  openOnly,
  placeBooking,
  type SlotContext,
} from '../interview-slots/slot-booking.js';
import { issueSlotLink, type SlotLinkClaims } from '../interview-slots/slot-link.js';
import { generateSlots } from '../interview-slots/slot-picker.js';
import { canonicalTimeZone } from '../interview-slots/time-zone.js';
import { presentSession, presentStaffInvitations } from './present.js';

export interface ScheduleContext extends SlotContext {
  actor: StaffAccess;
}

const DAY_MS = 86_400_000;

/** The slots a configuration gives, without saving anything: the invite form's preview. */
export function previewSlots(config: SlotPickerConfig, now = new Date()): SlotPickerPreview {
  return { timeZone: canonicalTimeZone(config.timeZone), slots: generateSlots(config, now) };
}

export async function listInvitationsOfApplication(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
): Promise<StaffInvitation[]> {
  const rows = await listApplicationInvitations(
    db,
    actor.tenantId,
    visibleApplications(db, actor),
    applicationId,
  );
  const ids = rows.map((row) => row.invitation.id);
  const [interviewers, pickers] = await Promise.all([
    listInterviewers(db, ids),
    listSlotPickerConfigs(db, ids),
  ]);
  return presentStaffInvitations(rows, interviewers, pickers);
}

export async function listCalendarSessions(
  db: Database,
  actor: StaffAccess,
  query: CalendarSessionQuery,
): Promise<CalendarSession[]> {
  if (query.to <= query.from || query.to - query.from > CALENDAR_WINDOW_MAX_DAYS * DAY_MS) {
    throw appError('CALENDAR_WINDOW_INVALID', { field: 'to' });
  }
  const rows = await listSessions(db, actor.tenantId, visibleApplications(db, actor), {
    from: new Date(query.from),
    to: new Date(query.to),
  });
  const interviewers = await listInterviewers(
    db,
    rows.map((row) => row.invitation.id),
  );
  return rows.map((row) => presentSession(row, interviewers));
}

/** The invitation, when the acting user sees its application; else INVITATION_NOT_FOUND. */
async function visibleInvitation(
  context: ScheduleContext,
  invitationId: number,
): Promise<InvitationWithPeople> {
  const { db, actor, tenant } = context;
  const visible = visibleApplications(db, actor);
  const found = (await isInvitationVisible(db, tenant.id, visible, invitationId))
    ? await findInvitation(db, tenant.id, invitationId)
    : null;
  if (!found) throw appError('INVITATION_NOT_FOUND');
  return found;
}

const claimsOf = (found: InvitationWithPeople): SlotLinkClaims => ({
  tenantId: found.invitation.tenantId,
  invitationId: found.invitation.id,
  candidateId: found.invitation.candidateId,
});

async function oneInvitation(
  context: ScheduleContext,
  applicationId: number,
  invitationId: number,
): Promise<StaffInvitation> {
  const all = await listInvitationsOfApplication(context.db, context.actor, applicationId);
  const invitation = all.find((item) => item.invitationId === invitationId);
  if (!invitation) throw appError('INVITATION_NOT_FOUND');
  return invitation;
}

/** How long the interview lasts: its booked slot's length, else its first offered slot's. */
async function lengthOf(tx: Database, context: ScheduleContext, found: InvitationWithPeople) {
  const booking = await findBooking(tx, context.tenant.id, found.invitation.id);
  const booked = booking ? await findSlot(tx, booking.slotId) : null;
  const slot =
    booked ?? (await listInvitationSlots(tx, context.tenant.id, found.invitation.id))[0]?.slot;
  if (!slot) throw appError('SLOT_NOT_FOUND');
  return { booking, booked, length: slot.endsAt.getTime() - slot.startsAt.getTime() };
}

/**
 * Books the candidate at `startsAt` (the interview's length), or moves their booking there: a
 * reschedule. An offered slot at that time with a seat left is used; else a new one-seat slot
 * is added to the invitation. The candidate is e-mailed the new time.
 */
export async function bookForCandidate(
  context: ScheduleContext,
  body: CalendarBookBody,
): Promise<StaffInvitation> {
  const found = await visibleInvitation(context, body.invitationId);
  const claims = claimsOf(found);
  // Read (or made) outside the transaction: on PGlite's one connection it would wait for it.
  await context.keys.signing();
  await changeInvitation(context, claims, async (tx, locked, now) => {
    openOnly(locked);
    const startsAt = new Date(body.startsAt);
    if (startsAt.getTime() <= now.getTime()) throw appError('SLOT_PAST', { field: 'startsAt' });
    const { booking, booked, length } = await lengthOf(tx, context, locked);
    const endsAt = new Date(startsAt.getTime() + length);
    if (booked?.startsAt.getTime() === startsAt.getTime()) return;
    const seat = await claimSlotAt(tx, locked.invitation, locked.requisitionId, {
      startsAt,
      endsAt,
    });
    await extendInvitation(tx, locked.invitation, endsAt, now);
    const expiresAt = new Date(Math.max(locked.invitation.expiresAt.getTime(), endsAt.getTime()));
    const hash = await issueSlotLink(context.keys, claims, expiresAt, now);
    await placeBooking(tx, context, locked, seat, { hash, now, byStaff: true });
    await recordAudit(tx, context.actor, {
      action: booking ? 'interview.reschedule' : 'interview.book',
      entityType: 'application',
      entityId: locked.invitation.applicationId,
      before: booked ? { startsAt: booked.startsAt.toISOString() } : null,
      after: { invitationId: locked.invitation.id, startsAt: startsAt.toISOString() },
    });
  });
  return oneInvitation(context, found.invitation.applicationId, found.invitation.id);
}

/** Cancels the booked time; the invitation stays open, and the candidate may book again. */
export async function cancelForCandidate(
  context: ScheduleContext,
  invitationId: number,
): Promise<StaffInvitation> {
  const found = await visibleInvitation(context, invitationId);
  const claims = claimsOf(found);
  await context.keys.signing();
  await changeInvitation(context, claims, async (tx, locked, now) => {
    const booking = await findBooking(tx, context.tenant.id, locked.invitation.id);
    const slot = booking ? await findSlot(tx, booking.slotId) : null;
    if (!slot) throw appError('BOOKING_NOT_FOUND');
    const hash = await issueSlotLink(context.keys, claims, locked.invitation.expiresAt, now);
    await cancelWithin(tx, context, locked, hash, now);
    await recordAudit(tx, context.actor, {
      action: 'interview.cancel',
      entityType: 'application',
      entityId: locked.invitation.applicationId,
      before: { invitationId, startsAt: slot.startsAt.toISOString() },
      after: null,
    });
  });
  return oneInvitation(context, found.invitation.applicationId, found.invitation.id);
}

/** The booked session's `.ics` (UTC times), the same event the candidate's e-mails carry. */
export async function sessionCalendarFile(
  context: ScheduleContext,
  invitationId: number,
): Promise<string> {
  const found = await visibleInvitation(context, invitationId);
  const booking = await findBooking(context.db, context.tenant.id, invitationId);
  const slot = booking ? await findSlot(context.db, booking.slotId) : null;
  if (!slot) throw appError('BOOKING_NOT_FOUND');
  return invitationCalendarFile(context, found, slot, context.now ?? new Date(), false);
}
