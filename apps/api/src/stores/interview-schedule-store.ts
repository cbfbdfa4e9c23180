/**
 * Interview scheduling from the staff side (decision 0050): an invitation's interviewers and
 * slot picker configuration, the invitations of an application, the booked sessions of a
 * calendar window, and a slot added to an invitation when staff move its booking. Staff
 * reads take `visible`, the acting user's condition on `applications` (their scope).
 */
import { and, asc, count, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { SlotPickerConfig } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import {
  applications,
  candidates,
  interviewBookings,
  interviewInvitationInterviewers,
  interviewInvitations,
  interviewInvitationSlots,
  interviewSlotPickerConfigs,
  interviewSlots,
  requisitions,
  staffUsers,
} from '../db/schema.js';
import type { BookingRow, InvitationRow, SlotRow, SlotWithSeats } from './interview-slot-store.js';

/** Of these staff user ids, the tenant's active users. */
export async function activeStaffIds(
  db: Database,
  tenantId: number,
  staffUserIds: readonly number[],
): Promise<number[]> {
  if (staffUserIds.length === 0) return [];
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.tenantId, tenantId),
        eq(staffUsers.active, true),
        inArray(staffUsers.id, [...staffUserIds]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertInterviewers(
  tx: Database,
  invitationId: number,
  staffUserIds: readonly number[],
): Promise<void> {
  if (staffUserIds.length === 0) return;
  await tx
    .insert(interviewInvitationInterviewers)
    .values(staffUserIds.map((staffUserId) => ({ invitationId, staffUserId })));
}

export interface InterviewerRow {
  invitationId: number;
  staffUserId: number;
  name: string;
}

/** The interviewers of these invitations, by name. */
export async function listInterviewers(
  db: Database,
  invitationIds: readonly number[],
): Promise<InterviewerRow[]> {
  if (invitationIds.length === 0) return [];
  return db
    .select({
      invitationId: interviewInvitationInterviewers.invitationId,
      staffUserId: staffUsers.id,
      name: staffUsers.name,
    })
    .from(interviewInvitationInterviewers)
    .innerJoin(staffUsers, eq(staffUsers.id, interviewInvitationInterviewers.staffUserId))
    .where(inArray(interviewInvitationInterviewers.invitationId, [...invitationIds]))
    .orderBy(asc(staffUsers.name));
}

export async function insertSlotPickerConfig(
  tx: Database,
  tenantId: number,
  invitationId: number,
  config: SlotPickerConfig,
): Promise<void> {
  await tx.insert(interviewSlotPickerConfigs).values({ tenantId, invitationId, ...config });
}

export async function listSlotPickerConfigs(
  db: Database,
  invitationIds: readonly number[],
): Promise<(SlotPickerConfig & { invitationId: number })[]> {
  if (invitationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(interviewSlotPickerConfigs)
    .where(inArray(interviewSlotPickerConfigs.invitationId, [...invitationIds]));
  return rows.map(({ tenantId: _tenant, ...config }) => config);
}

export interface StaffInvitationRow {
  invitation: InvitationRow;
  slotCount: number;
  booking: { bookingId: number; startsAt: Date; endsAt: Date } | null;
}

/** An application's invitations (when the application is visible), newest first. */
export async function listApplicationInvitations(
  db: Database,
  tenantId: number,
  visible: SQL,
  applicationId: number,
): Promise<StaffInvitationRow[]> {
  const rows = await db
    .select({ invitation: interviewInvitations })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .where(
      and(
        visible,
        eq(interviewInvitations.tenantId, tenantId),
        eq(interviewInvitations.applicationId, applicationId),
      ),
    )
    .orderBy(desc(interviewInvitations.createdAt), desc(interviewInvitations.id));
  return withBookings(
    db,
    rows.map((row) => row.invitation),
  );
}

async function withBookings(
  db: Database,
  invitations: InvitationRow[],
): Promise<StaffInvitationRow[]> {
  const ids = invitations.map((invitation) => invitation.id);
  if (ids.length === 0) return [];
  const counts = await db
    .select({ invitationId: interviewInvitationSlots.invitationId, slots: count() })
    .from(interviewInvitationSlots)
    .where(inArray(interviewInvitationSlots.invitationId, ids))
    .groupBy(interviewInvitationSlots.invitationId);
  const bookings = await db
    .select({
      invitationId: interviewBookings.invitationId,
      bookingId: interviewBookings.id,
      startsAt: interviewSlots.startsAt,
      endsAt: interviewSlots.endsAt,
    })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(inArray(interviewBookings.invitationId, ids));
  return invitations.map((invitation) => {
    const booking = bookings.find((row) => row.invitationId === invitation.id);
    return {
      invitation,
      slotCount: counts.find((row) => row.invitationId === invitation.id)?.slots ?? 0,
      booking: booking
        ? { bookingId: booking.bookingId, startsAt: booking.startsAt, endsAt: booking.endsAt }
        : null,
    };
  });
}

/** A candidate's own invitations with their bookings, newest first, with the job's title. */
export async function listCandidateInvitations(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<(StaffInvitationRow & { jobTitle: string })[]> {
  const rows = await db
    .select({ invitation: interviewInvitations, jobTitle: requisitions.title })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .where(
      and(
        eq(interviewInvitations.tenantId, tenantId),
        eq(interviewInvitations.candidateId, candidateId),
      ),
    )
    .orderBy(desc(interviewInvitations.createdAt), desc(interviewInvitations.id));
  const found = await withBookings(
    db,
    rows.map((row) => row.invitation),
  );
  return found.map((item, index) => ({ ...item, jobTitle: rows[index]?.jobTitle ?? '' }));
}

/** Whether the acting staff user sees the invitation's application (and it is the tenant's). */
export async function isInvitationVisible(
  db: Database,
  tenantId: number,
  visible: SQL,
  invitationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewInvitations.id })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .where(
      and(
        visible,
        eq(interviewInvitations.tenantId, tenantId),
        eq(interviewInvitations.id, invitationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface SessionRow {
  booking: BookingRow;
  slot: SlotRow;
  invitation: InvitationRow;
  jobTitle: string;
  firstName: string | null;
  lastName: string | null;
}

/** Booked sessions overlapping [from, to) of the applications the user sees, earliest first. */
export async function listSessions(
  db: Database,
  tenantId: number,
  visible: SQL,
  window: { from: Date; to: Date },
): Promise<SessionRow[]> {
  return db
    .select({
      booking: interviewBookings,
      slot: interviewSlots,
      invitation: interviewInvitations,
      jobTitle: requisitions.title,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .innerJoin(interviewInvitations, eq(interviewInvitations.id, interviewBookings.invitationId))
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .innerJoin(candidates, eq(candidates.id, interviewInvitations.candidateId))
    .where(
      and(
        visible,
        eq(interviewBookings.tenantId, tenantId),
        lt(interviewSlots.startsAt, window.to),
        gt(interviewSlots.endsAt, window.from),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewBookings.id));
}

/**
 * An offered slot of the invitation at exactly these times with a free seat, locked; else a
 * new one-seat slot of the requisition, offered by the invitation. The slot to book.
 */
export async function claimSlotAt(
  tx: Database,
  invitation: InvitationRow,
  requisitionId: number,
  times: { startsAt: Date; endsAt: Date },
): Promise<SlotWithSeats> {
  const offered = tx
    .select({ slotId: interviewInvitationSlots.slotId })
    .from(interviewInvitationSlots)
    .where(eq(interviewInvitationSlots.invitationId, invitation.id));
  const same = await tx
    .select()
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.tenantId, invitation.tenantId),
        inArray(interviewSlots.id, offered),
        eq(interviewSlots.startsAt, times.startsAt),
        eq(interviewSlots.endsAt, times.endsAt),
      ),
    )
    .for('update');
  for (const slot of same) {
    const [taken] = await tx
      .select({ booked: count() })
      .from(interviewBookings)
      .where(eq(interviewBookings.slotId, slot.id));
    const booked = taken?.booked ?? 0;
    if (booked < slot.capacity) return { slot, booked };
  }
  const [created] = await tx
    .insert(interviewSlots)
    .values({
      tenantId: invitation.tenantId,
      requisitionId,
      timeZone: invitation.timeZone,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      capacity: 1,
    })
    .returning();
  if (!created) throw new Error('slot not inserted');
  await tx
    .insert(interviewInvitationSlots)
    .values({ invitationId: invitation.id, slotId: created.id });
  return { slot: created, booked: 0 };
}

/** Keeps the invitation (and its link) open at least until this time. */
export async function extendInvitation(
  tx: Database,
  invitation: InvitationRow,
  until: Date,
  now: Date,
): Promise<void> {
  if (invitation.expiresAt.getTime() >= until.getTime()) return;
  await tx
    .update(interviewInvitations)
    .set({ expiresAt: until, updatedAt: now })
    .where(eq(interviewInvitations.id, invitation.id));
}
