/**
 * Staff invite an application's candidate to book an interview slot (spec 2 §7 "slot";
 * issue 24), with its interviewers and slots a slot picker configuration generates (issue 27,
 * decision 0050). New slots are created for the application's requisition; existing slots of
 * the same requisition may be offered too, so several candidates share their seats. The
 * invitation's link lives until its last slot ends. One transaction writes the invitation,
 * its slots, the audit entry and the e-mail with the link.
 */
import { and, eq } from 'drizzle-orm';
import type { CreatedInvitation, NewInvitationBody } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  findInvitation,
  insertInvitation,
  requisitionSlotIds,
} from '../../stores/interview-slot-store.js';
import {
  activeStaffIds,
  insertInterviewers,
  insertSlotPickerConfig,
} from '../../stores/interview-schedule-store.js';
import { recordAudit } from '../audit/record-audit.js';
import { generateSlots } from './slot-picker.js';
import { canonicalTimeZone } from './time-zone.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { sendInvitationEmail, type MailPlace } from './booking-emails.js';
import { issueSlotLink } from './slot-link.js';

export interface InviteContext extends MailPlace {
  db: Database;
  keys: SigningKeys;
  actor: StaffAccess;
  now?: Date;
}

export async function createInvitation(
  context: InviteContext,
  body: NewInvitationBody,
): Promise<CreatedInvitation> {
  const { actor, tenant } = context;
  const now = context.now ?? new Date();
  const timeZone = canonicalTimeZone(body.timeZone);
  const picker = body.slotPicker;
  if (picker && canonicalTimeZone(picker.timeZone) !== timeZone) {
    throw appError('SLOT_PICKER_INVALID', { field: 'slotPicker.timeZone' });
  }
  const generated = picker
    ? generateSlots(picker, now).map((slot) => ({ ...slot, capacity: picker.capacity }))
    : [];
  const slots = [...body.slots, ...generated].map((slot) => ({
    startsAt: new Date(slot.startsAt),
    endsAt: new Date(slot.endsAt),
    capacity: slot.capacity,
  }));
  const interviewerIds = body.interviewerIds ?? [];
  const interviewers = await activeStaffIds(context.db, tenant.id, interviewerIds);
  if (interviewers.length !== interviewerIds.length) {
    throw appError('INTERVIEWER_NOT_FOUND', { field: 'interviewerIds' });
  }
  const badTimes = slots.some(
    (slot) => slot.endsAt <= slot.startsAt || slot.startsAt.getTime() <= now.getTime(),
  );
  if (badTimes || slots.length + body.slotIds.length === 0) {
    throw appError('SLOT_TIMES_INVALID', { field: 'slots' });
  }

  // The signing key is read (or made) outside the transaction: inside it, on PGlite's one
  // connection, its own query would wait for the transaction that waits for it.
  await context.keys.signing();
  return transaction(context.db, async (tx) => {
    const [application] = await tx
      .select({ candidateId: applications.candidateId, requisitionId: applications.requisitionId })
      .from(applications)
      .where(and(visibleApplications(tx, actor), eq(applications.id, body.applicationId)))
      .limit(1);
    if (!application) throw appError('APPLICATION_NOT_FOUND');
    const slotIds = [...new Set(body.slotIds)];
    const existing = await requisitionSlotIds(tx, tenant.id, application.requisitionId, slotIds);
    if (existing.length !== slotIds.length) throw appError('SLOT_NOT_FOUND', { field: 'slotIds' });
    const ends = [...slots.map((slot) => slot.endsAt), ...existing.map((slot) => slot.endsAt)];
    const expiresAt = new Date(Math.max(...ends.map((end) => end.getTime())));
    if (expiresAt.getTime() <= now.getTime()) {
      throw appError('SLOT_TIMES_INVALID', { field: 'slotIds' });
    }

    const created = await insertInvitation(tx, {
      tenantId: tenant.id,
      candidateId: application.candidateId,
      applicationId: body.applicationId,
      requisitionId: application.requisitionId,
      title: body.title,
      mode: body.mode,
      location: body.location,
      timeZone,
      expiresAt,
      createdByStaffId: actor.staffUserId,
      slots,
      slotIds,
    });
    await insertInterviewers(tx, created.invitationId, interviewers);
    if (picker) {
      await insertSlotPickerConfig(tx, tenant.id, created.invitationId, { ...picker, timeZone });
    }
    const found = await findInvitation(tx, tenant.id, created.invitationId);
    if (!found) throw new Error('invitation not found after insert');
    const hash = await issueSlotLink(
      context.keys,
      {
        tenantId: tenant.id,
        invitationId: created.invitationId,
        candidateId: application.candidateId,
      },
      expiresAt,
      now,
    );
    await sendInvitationEmail(tx, context, found, hash);
    await recordAudit(tx, actor, {
      action: 'interview.invite',
      entityType: 'application',
      entityId: body.applicationId,
      before: null,
      after: {
        invitationId: created.invitationId,
        slotIds: created.slotIds,
        timeZone,
        interviewerIds: interviewers,
      },
    });
    return { ...created, expiresAt: expiresAt.getTime() };
  });
}
