/**
 * An event registration, inside the final submit's transaction (apply-attempts): the
 * candidate gets a seat, or the whole submission fails with 409 EVENT_FULL and rolls back (no
 * candidate, no e-mail). A candidate registered already keeps their seat and is sent the
 * confirmation again. The status is Registered before the event starts and Attended for a
 * registration made while it runs (spec 2 §4: an event's registration form at the door marks
 * the candidate Attended).
 */
import type { EventStatusName } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  findRegistrant,
  insertRegistrant,
  takeEventSeat,
  type EventRow,
} from '../../stores/campaign-store.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { issueCheckInToken } from './check-in-link.js';
import { checkInLink, sendRegistrationEmail, type EventMail } from './event-email.js';

export function statusOnRegistration(event: EventRow, now: Date): EventStatusName {
  return now >= event.startsAt ? 'Attended' : 'Registered';
}

export async function registerForEvent(
  tx: Database,
  place: EventMail & { keys: SigningKeys },
  event: EventRow,
  candidate: CandidateRow,
  now: Date,
): Promise<EventStatusName> {
  if (now >= event.endsAt) throw appError('EVENT_ENDED');
  const owner = { tenantId: place.tenant.id, eventId: event.id, candidateId: candidate.id };
  const added = await insertRegistrant(
    tx,
    { ...owner, statusName: statusOnRegistration(event, now) },
    now,
  );
  // A new registrant takes a seat; none left rolls the whole submission back.
  if (added && !(await takeEventSeat(tx, event))) throw appError('EVENT_FULL');
  const registrant = added ?? (await findRegistrant(tx, owner));
  if (!registrant) throw new Error('event registrant missing after insert');
  const firstName = candidate.firstName ?? '';
  const token = await issueCheckInToken(
    place.keys,
    {
      tenantId: place.tenant.id,
      eventId: event.id,
      candidateId: candidate.id,
      email: candidate.email,
      firstName,
      lastName: candidate.lastName ?? '',
    },
    event.endsAt,
    now,
  );
  await sendRegistrationEmail(
    tx,
    place,
    event,
    { email: candidate.email, firstName, candidateId: candidate.id },
    checkInLink(place, token),
    now,
  );
  return registrant.statusName === 'Attended' ? 'Attended' : 'Registered';
}
