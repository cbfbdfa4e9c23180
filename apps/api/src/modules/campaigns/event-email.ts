/**
 * The confirmation of an event registration, written to the outbox in the registration's
 * transaction: the check-in link, an `.ics` calendar file (RFC 5545, the interview slots'
 * writer) and the link as a QR code in SVG, drawn here on the server (uqr).
 */
import { localizePath } from '@talentgate/domain';
import { renderSVG } from 'uqr';
import type { Database } from '../../db/client.js';
import type { EventRow } from '../../stores/campaign-store.js';
import { calendarFile } from '../interview-slots/ics.js';
import { EVENT_REGISTERED_TEMPLATE } from '../mail/event-templates.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { eventTitle } from './present-campaign.js';

export interface EventMail {
  tenant: Tenant;
  origin: string;
  language: string;
  /** The campaign page the visitor registered on: its check-in page has the same name. */
  campaignName: string;
}

export function checkInLink(mail: EventMail, token: string): string {
  const path = localizePath(`/campaign/${mail.campaignName}/check-in/`, mail.language);
  return `${mail.origin}${path}?token=${encodeURIComponent(token)}`;
}

export async function sendRegistrationEmail(
  tx: Database,
  mail: EventMail,
  event: EventRow,
  registrant: { email: string; firstName: string; candidateId: number },
  link: string,
  now: Date,
): Promise<void> {
  const title = eventTitle(event, mail.language, mail.tenant.defaultLanguage);
  const where = [event.place, event.onlineUrl].filter((part) => part !== null).join(', ');
  const ics = calendarFile({
    uid: `event-${event.id}-candidate-${registrant.candidateId}@${mail.tenant.client}.talentgate`,
    sequence: 0,
    start: event.startsAt,
    end: event.endsAt,
    stamp: now,
    summary: title,
    description: `${mail.tenant.name}: ${title}\n${link}`,
    location: where,
    status: 'CONFIRMED',
  });
  const time = new Intl.DateTimeFormat(mail.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(event.startsAt);
  await enqueueEmail(tx, {
    tenant: mail.tenant,
    template: EVENT_REGISTERED_TEMPLATE,
    language: mail.language,
    recipient: registrant.email,
    values: {
      name: registrant.firstName,
      event: title,
      time,
      timeZone: event.timeZone,
      where,
      link,
    },
    attachments: [
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
      { filename: 'check-in.svg', contentType: 'image/svg+xml', content: renderSVG(link) },
    ],
  });
}
