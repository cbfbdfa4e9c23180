/**
 * The e-mails of slot booking, written to the outbox in the caller's transaction: the
 * invitation's link, and a booking's confirmation or cancellation with its `.ics` file.
 */
import { languageOfCodeId, localizePath } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { InvitationWithPeople, SlotRow } from '../../stores/interview-slot-store.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import {
  SLOT_BOOKED_TEMPLATE,
  SLOT_CANCELLED_TEMPLATE,
  SLOT_INVITATION_TEMPLATE,
  SLOT_RESCHEDULED_TEMPLATE,
} from '../mail/interview-slot-templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { calendarFile } from './ics.js';

export interface MailPlace {
  tenant: Tenant;
  /** The career site's origin, for the booking link. */
  origin: string;
}

function languageOf(place: MailPlace, found: InvitationWithPeople): string {
  const language = languageOfCodeId(found.candidate.languageCodeId ?? 0);
  return language && place.tenant.languages.includes(language)
    ? language
    : place.tenant.defaultLanguage;
}

export function bookingLink(place: MailPlace, language: string, hash: string): string {
  const path = localizePath('/apply/slot-book/', language);
  return `${place.origin}${path}?hash=${encodeURIComponent(hash)}`;
}

/** The slot's start in the interview's zone, in the e-mail's language. */
export function slotTime(slot: SlotRow, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(slot.startsAt);
}

const valuesOf = (found: InvitationWithPeople) => ({
  name: found.candidate.firstName ?? '',
  jobTitle: found.jobTitle,
  title: found.invitation.title,
  timeZone: found.invitation.timeZone,
});

export async function sendInvitationEmail(
  tx: Database,
  place: MailPlace,
  found: InvitationWithPeople,
  hash: string,
): Promise<void> {
  const language = languageOf(place, found);
  await enqueueEmail(tx, {
    tenant: place.tenant,
    template: SLOT_INVITATION_TEMPLATE,
    language,
    recipient: found.candidate.email,
    values: { ...valuesOf(found), link: bookingLink(place, language, hash) },
  });
}

/**
 * The calendar entry of an invitation's booked slot: one event per invitation (its UID), so a
 * rebooking moves it and a cancellation removes it; SEQUENCE grows with time.
 */
export function invitationCalendarFile(
  place: MailPlace,
  found: InvitationWithPeople,
  slot: SlotRow,
  now: Date,
  cancelled: boolean,
): string {
  const { invitation } = found;
  return calendarFile({
    uid: `interview-invitation-${invitation.id}@${place.tenant.client}.talentgate`,
    sequence: Math.max(0, Math.floor((now.getTime() - invitation.createdAt.getTime()) / 1000)),
    start: slot.startsAt,
    end: slot.endsAt,
    stamp: now,
    summary: `${invitation.title}: ${found.jobTitle}`,
    description: `${place.tenant.name}, ${found.jobTitle}`,
    location: invitation.location,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  });
}

/**
 * A booking's confirmation, its cancellation, or (`moved`: staff moved it) its new time; each
 * with the calendar file to match.
 */
export async function sendBookingEmail(
  tx: Database,
  place: MailPlace,
  found: InvitationWithPeople,
  change: { slot: SlotRow; cancelled: boolean; hash: string; now: Date; moved?: boolean },
): Promise<void> {
  const { invitation } = found;
  const language = languageOf(place, found);
  const ics = invitationCalendarFile(place, found, change.slot, change.now, change.cancelled);
  await enqueueEmail(tx, {
    tenant: place.tenant,
    template: change.cancelled
      ? SLOT_CANCELLED_TEMPLATE
      : change.moved
        ? SLOT_RESCHEDULED_TEMPLATE
        : SLOT_BOOKED_TEMPLATE,
    language,
    recipient: found.candidate.email,
    values: {
      ...valuesOf(found),
      time: slotTime(change.slot, invitation.timeZone, language),
      link: bookingLink(place, language, change.hash),
    },
    attachments: [
      {
        filename: 'interview.ics',
        contentType: `text/calendar; charset=utf-8; method=${change.cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: ics,
      },
    ],
  });
}
