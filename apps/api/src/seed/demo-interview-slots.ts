/**
 * Open interview slots for Jane (issue 24 "Demo tenant: one with open interview slots for
 * Jane"): her application at the Interview stage gets an invitation to three times in the
 * demo's zone (Austin), one of them with two seats, and the e-mail with its booking link
 * waits in the outbox (the development mailbox lists it). Added once: an application that
 * already has an invitation is left as it is, except that the seed's own invitation keeps
 * offering future times (keepDemoSlotsAhead, decision 0040).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { applications, interviewInvitations, interviewSlots } from '../db/schema.js';
import {
  findInvitation,
  insertInvitation,
  listInvitationSlots,
} from '../stores/interview-slot-store.js';
import { sendInvitationEmail } from '../modules/interview-slots/booking-emails.js';
import { issueSlotLink } from '../modules/interview-slots/slot-link.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { SigningKeys } from '../modules/tokens/signing-keys.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const DEMO_INTERVIEW_TIME_ZONE = 'America/Chicago';
/** The first demo time is this many days after the day the seed runs. */
const FIRST_SLOT_DAYS = 3;

const dayNumber = (instant: Date) => Math.floor(instant.getTime() / DAY);

/** Issues the invitation's link (valid to its expiry) and puts its e-mail in the outbox. */
async function mailInvitation(
  db: Database,
  tenant: Tenant,
  invitationId: number,
  today: Date,
  origin: string,
): Promise<void> {
  const found = await findInvitation(db, tenant.id, invitationId);
  if (!found) return;
  const { invitation } = found;
  // Keys of the seed's own transaction: the site reads the same key when it starts.
  const hash = await issueSlotLink(
    new SigningKeys(db),
    { tenantId: tenant.id, invitationId, candidateId: invitation.candidateId },
    invitation.expiresAt,
    today,
  );
  await sendInvitationEmail(db, { tenant, origin }, found, hash);
}

/**
 * A demo database started days after its seed would offer past times only. At each start the
 * seed's invitation's times that have passed, and that nobody booked (a booking stays where
 * it was, as a past interview), move forward by whole days: the earliest to where a fresh
 * seed puts it, the others keeping their time of day and their gaps. The invitation's expiry
 * follows, and a new e-mail with a link valid to it waits in the outbox (the first link
 * expired with the old expiry). Nothing has passed on a later start the same day: it does
 * nothing. A declined invitation is left as it is.
 */
async function keepDemoSlotsAhead(
  db: Database,
  tenant: Tenant,
  invitationId: number,
  today: Date,
  origin: string,
): Promise<void> {
  const offered = await listInvitationSlots(db, tenant.id, invitationId);
  const passed = offered
    .filter(({ slot, booked }) => booked === 0 && slot.startsAt.getTime() <= today.getTime())
    .map(({ slot }) => slot);
  const [earliest] = passed;
  if (!earliest) return;
  const shift = (dayNumber(today) + FIRST_SLOT_DAYS - dayNumber(earliest.startsAt)) * DAY;
  for (const slot of passed) {
    await db
      .update(interviewSlots)
      .set({
        startsAt: new Date(slot.startsAt.getTime() + shift),
        endsAt: new Date(slot.endsAt.getTime() + shift),
      })
      .where(and(eq(interviewSlots.tenantId, tenant.id), eq(interviewSlots.id, slot.id)));
  }
  const ends = offered.map(({ slot }) =>
    passed.includes(slot) ? slot.endsAt.getTime() + shift : slot.endsAt.getTime(),
  );
  await db
    .update(interviewInvitations)
    .set({ expiresAt: new Date(Math.max(...ends)) })
    .where(
      and(eq(interviewInvitations.tenantId, tenant.id), eq(interviewInvitations.id, invitationId)),
    );
  await mailInvitation(db, tenant, invitationId, today, origin);
}

export async function seedDemoInterviewSlots(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  today: Date,
  origin: string,
): Promise<void> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenant.id),
        eq(applications.candidateId, candidateId),
        eq(applications.status, 'Interview'),
      ),
    )
    .limit(1);
  if (!application) return;
  const existing = await db
    .select({
      id: interviewInvitations.id,
      createdByStaffId: interviewInvitations.createdByStaffId,
      status: interviewInvitations.status,
    })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.applicationId, application.id));
  if (existing.length > 0) {
    // Only the seed's own invitation (staff made the others, with times of their choosing).
    const seeded = existing.find((one) => one.createdByStaffId === null);
    if (seeded && seeded.status !== 'rejected')
      await keepDemoSlotsAhead(db, tenant, seeded.id, today, origin);
    return;
  }

  // 15:00 and 19:00 UTC are 09:00 and 13:00 (or 10:00 and 14:00 in summer) in Austin.
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = (days: number, hour: number, capacity = 1) => ({
    startsAt: new Date(midnight + days * DAY + hour * HOUR),
    endsAt: new Date(midnight + days * DAY + hour * HOUR + 45 * 60_000),
    capacity,
  });
  const slots = [at(FIRST_SLOT_DAYS, 15), at(FIRST_SLOT_DAYS, 19), at(FIRST_SLOT_DAYS + 1, 15, 2)];
  const expiresAt = slots.reduce((last, slot) => (slot.endsAt > last ? slot.endsAt : last), today);
  const [requisition] = await db
    .select({ id: applications.requisitionId })
    .from(applications)
    .where(eq(applications.id, application.id));
  if (!requisition) return;
  const created = await insertInvitation(db, {
    tenantId: tenant.id,
    candidateId,
    applicationId: application.id,
    requisitionId: requisition.id,
    title: 'Panel interview',
    mode: 'video',
    location: 'Video call (the link follows by e-mail)',
    timeZone: DEMO_INTERVIEW_TIME_ZONE,
    expiresAt,
    createdByStaffId: null,
    slots,
    slotIds: [],
  });
  await mailInvitation(db, tenant, created.invitationId, today, origin);
}
