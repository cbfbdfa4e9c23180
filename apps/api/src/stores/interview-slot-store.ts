/**
 * Interview slots, invitations and bookings (issue 24). A slot's free seats are its capacity
 * less its bookings, counted while its row is locked (`lockInvitationSlot`), so two
 * transactions booking the last seat run one after the other and the second sees it taken.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  applications,
  candidates,
  interviewBookings,
  interviewInvitations,
  interviewInvitationSlots,
  interviews,
  interviewSlots,
  requisitions,
} from '../db/schema.js';

export type InvitationRow = typeof interviewInvitations.$inferSelect;
export type SlotRow = typeof interviewSlots.$inferSelect;
export type BookingRow = typeof interviewBookings.$inferSelect;

export interface InvitationWithPeople {
  invitation: InvitationRow;
  jobTitle: string;
  requisitionId: number;
  candidate: { email: string; firstName: string | null; languageCodeId: number | null };
}

/** An invitation of a tenant, with its job and candidate; null when there is none. */
export async function findInvitation(
  db: Database,
  tenantId: number,
  invitationId: number,
): Promise<InvitationWithPeople | null> {
  const [row] = await db
    .select({
      invitation: interviewInvitations,
      jobTitle: requisitions.title,
      requisitionId: requisitions.id,
      email: candidates.email,
      firstName: candidates.firstName,
      languageCodeId: candidates.languageCodeId,
    })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .innerJoin(candidates, eq(candidates.id, interviewInvitations.candidateId))
    .where(
      and(eq(interviewInvitations.tenantId, tenantId), eq(interviewInvitations.id, invitationId)),
    )
    .limit(1);
  if (!row) return null;
  const { invitation, jobTitle, requisitionId, email, firstName, languageCodeId } = row;
  return { invitation, jobTitle, requisitionId, candidate: { email, firstName, languageCodeId } };
}

export interface SlotWithSeats {
  slot: SlotRow;
  booked: number;
}

/** The slots an invitation offers, earliest first, with how many seats each has taken. */
export async function listInvitationSlots(
  db: Database,
  tenantId: number,
  invitationId: number,
): Promise<SlotWithSeats[]> {
  const offered = db
    .select({ slotId: interviewInvitationSlots.slotId })
    .from(interviewInvitationSlots)
    .where(eq(interviewInvitationSlots.invitationId, invitationId));
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.tenantId, tenantId), inArray(interviewSlots.id, offered)))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
  if (slots.length === 0) return [];
  const counts = await db
    .select({ slotId: interviewBookings.slotId, booked: count() })
    .from(interviewBookings)
    .where(
      inArray(
        interviewBookings.slotId,
        slots.map((slot) => slot.id),
      ),
    )
    .groupBy(interviewBookings.slotId);
  const booked = new Map(counts.map((row) => [row.slotId, row.booked]));
  return slots.map((slot) => ({ slot, booked: booked.get(slot.id) ?? 0 }));
}

/**
 * Locks a slot the invitation offers (until the transaction ends) and counts its bookings;
 * null when the invitation offers no such slot.
 */
export async function lockInvitationSlot(
  tx: Database,
  tenantId: number,
  invitationId: number,
  slotId: number,
): Promise<SlotWithSeats | null> {
  const [slot] = await tx
    .select({ slot: interviewSlots })
    .from(interviewSlots)
    .innerJoin(
      interviewInvitationSlots,
      and(
        eq(interviewInvitationSlots.slotId, interviewSlots.id),
        eq(interviewInvitationSlots.invitationId, invitationId),
      ),
    )
    .where(and(eq(interviewSlots.tenantId, tenantId), eq(interviewSlots.id, slotId)))
    .limit(1)
    .for('update', { of: interviewSlots });
  if (!slot) return null;
  const [taken] = await tx
    .select({ booked: count() })
    .from(interviewBookings)
    .where(eq(interviewBookings.slotId, slotId));
  return { slot: slot.slot, booked: taken?.booked ?? 0 };
}

/** Locks the invitation's row, so one candidate's own calls do not interleave. */
export async function lockInvitation(
  tx: Database,
  tenantId: number,
  invitationId: number,
): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(interviewInvitations)
    .where(
      and(eq(interviewInvitations.tenantId, tenantId), eq(interviewInvitations.id, invitationId)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findBooking(
  db: Database,
  tenantId: number,
  invitationId: number,
): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(interviewBookings)
    .where(
      and(
        eq(interviewBookings.tenantId, tenantId),
        eq(interviewBookings.invitationId, invitationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function setInvitationStatus(
  tx: Database,
  invitationId: number,
  status: InvitationRow['status'],
  now: Date,
): Promise<void> {
  await tx
    .update(interviewInvitations)
    .set({ status, updatedAt: now })
    .where(eq(interviewInvitations.id, invitationId));
}

export interface BookedInterview {
  tenantId: number;
  candidateId: number;
  applicationId: number;
  title: string;
  mode: string;
  location: string;
  timeZone: string;
  /** The interviewers' names, as the dashboard shows them. */
  interviewer: string;
  startsAt: Date;
  endsAt: Date;
}

const interviewValues = (booked: BookedInterview) => ({
  tenantId: booked.tenantId,
  candidateId: booked.candidateId,
  applicationId: booked.applicationId,
  title: booked.title,
  scheduledAt: booked.startsAt,
  durationMinutes: Math.round((booked.endsAt.getTime() - booked.startsAt.getTime()) / 60_000),
  mode: booked.mode,
  location: booked.location,
  interviewer: booked.interviewer,
  // Not 'scheduled': the dashboard tells a booked interview's candidate to change it by the
  // booking link, where a scheduled one's can only reply to the recruiter.
  status: 'booked',
  timeZone: booked.timeZone,
});

/** Takes a seat and puts the interview on the candidate's dashboard. */
export async function insertBooking(
  tx: Database,
  invitationId: number,
  slotId: number,
  booked: BookedInterview,
  now: Date,
): Promise<BookingRow> {
  const [interview] = await tx
    .insert(interviews)
    .values(interviewValues(booked))
    .returning({ id: interviews.id });
  const [row] = await tx
    .insert(interviewBookings)
    .values({
      tenantId: booked.tenantId,
      candidateId: booked.candidateId,
      invitationId,
      slotId,
      interviewId: interview?.id ?? null,
      bookedAt: now,
    })
    .returning();
  if (!row) throw new Error('booking not inserted');
  return row;
}

/** Moves a booking to another slot, and its dashboard interview to the new time. */
export async function moveBooking(
  tx: Database,
  booking: BookingRow,
  slotId: number,
  booked: BookedInterview,
  now: Date,
): Promise<void> {
  await tx
    .update(interviewBookings)
    .set({ slotId, bookedAt: now })
    .where(eq(interviewBookings.id, booking.id));
  if (booking.interviewId !== null) {
    await tx
      .update(interviews)
      .set({ ...interviewValues(booked), updatedAt: now })
      .where(eq(interviews.id, booking.interviewId));
  }
}

/** Gives the seat back and takes the interview off the dashboard. */
export async function deleteBooking(tx: Database, booking: BookingRow): Promise<void> {
  await tx.delete(interviewBookings).where(eq(interviewBookings.id, booking.id));
  if (booking.interviewId !== null) {
    await tx.delete(interviews).where(eq(interviews.id, booking.interviewId));
  }
}

/** The slot a booking holds (for its calendar entry). */
export async function findSlot(tx: Database, slotId: number): Promise<SlotRow | null> {
  const [row] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
  return row ?? null;
}

export interface NewInvitation {
  tenantId: number;
  candidateId: number;
  applicationId: number;
  requisitionId: number;
  title: string;
  mode: string;
  location: string;
  timeZone: string;
  expiresAt: Date;
  /** Null for the demo seed's invitation. */
  createdByStaffId: number | null;
  slots: { startsAt: Date; endsAt: Date; capacity: number }[];
  /** Existing slots; the caller checked they are the requisition's. */
  slotIds: number[];
}

/** The invitation, its new slots and its links to existing ones; the ids it offers. */
export async function insertInvitation(
  tx: Database,
  values: NewInvitation,
): Promise<{ invitationId: number; slotIds: number[] }> {
  const [invitation] = await tx
    .insert(interviewInvitations)
    .values({
      tenantId: values.tenantId,
      candidateId: values.candidateId,
      applicationId: values.applicationId,
      title: values.title,
      mode: values.mode,
      location: values.location,
      timeZone: values.timeZone,
      expiresAt: values.expiresAt,
      createdByStaffId: values.createdByStaffId,
    })
    .returning({ id: interviewInvitations.id });
  if (!invitation) throw new Error('invitation not inserted');
  const created =
    values.slots.length === 0
      ? []
      : await tx
          .insert(interviewSlots)
          .values(
            values.slots.map((slot) => ({
              tenantId: values.tenantId,
              requisitionId: values.requisitionId,
              timeZone: values.timeZone,
              ...slot,
            })),
          )
          .returning({ id: interviewSlots.id });
  const slotIds = [...created.map((slot) => slot.id), ...values.slotIds];
  if (slotIds.length > 0) {
    await tx
      .insert(interviewInvitationSlots)
      .values(slotIds.map((slotId) => ({ invitationId: invitation.id, slotId })));
  }
  return { invitationId: invitation.id, slotIds };
}

/** Of these slot ids, the ones that are this requisition's slots. */
export async function requisitionSlotIds(
  db: Database,
  tenantId: number,
  requisitionId: number,
  slotIds: number[],
): Promise<{ id: number; endsAt: Date }[]> {
  if (slotIds.length === 0) return [];
  return db
    .select({ id: interviewSlots.id, endsAt: interviewSlots.endsAt })
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.tenantId, tenantId),
        eq(interviewSlots.requisitionId, requisitionId),
        inArray(interviewSlots.id, slotIds),
      ),
    );
}
