/**
 * Open interview slots for Jane (issue 24 "Demo tenant: one with open interview slots for
 * Jane"): her application at the Interview stage gets an invitation to three times in the
 * demo's zone (Austin), one of them with two seats, and the e-mail with its booking link
 * waits in the outbox (the development mailbox lists it). Added once: an application that
 * already has an invitation is left as it is.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { applications, interviewInvitations } from '../db/schema.js';
import { findInvitation, insertInvitation } from '../stores/interview-slot-store.js';
import { sendInvitationEmail } from '../modules/interview-slots/booking-emails.js';
import { issueSlotLink } from '../modules/interview-slots/slot-link.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { SigningKeys } from '../modules/tokens/signing-keys.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const DEMO_INTERVIEW_TIME_ZONE = 'America/Chicago';

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
  const [existing] = await db
    .select({ id: interviewInvitations.id })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.applicationId, application.id))
    .limit(1);
  if (existing) return;

  // 15:00 and 19:00 UTC are 09:00 and 13:00 (or 10:00 and 14:00 in summer) in Austin.
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = (days: number, hour: number, capacity = 1) => ({
    startsAt: new Date(midnight + days * DAY + hour * HOUR),
    endsAt: new Date(midnight + days * DAY + hour * HOUR + 45 * 60_000),
    capacity,
  });
  const slots = [at(3, 15), at(3, 19), at(4, 15, 2)];
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
  const found = await findInvitation(db, tenant.id, created.invitationId);
  if (!found) return;
  // Keys of the seed's own transaction: the site reads the same key when it starts.
  const hash = await issueSlotLink(
    new SigningKeys(db),
    { tenantId: tenant.id, invitationId: created.invitationId, candidateId },
    expiresAt,
    today,
  );
  await sendInvitationEmail(db, { tenant, origin }, found, hash);
}
