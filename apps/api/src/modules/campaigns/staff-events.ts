/**
 * The staff's view of events (spec 2 §7 "events config JSON and event calls", "event folder
 * status"): the tenant's events with seats taken and attendance, and an event's registrants
 * among the candidates the staff user sees (scope, decision 0029).
 */
import type { EventRegistrantList, StaffEventList } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  attendedCounts,
  findEvent,
  listEvents,
  listRegistrants,
} from '../../stores/campaign-store.js';
import { visibleCandidates } from '../staff-candidates/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { eventTitle } from './present-campaign.js';

export async function listStaffEvents(db: Database, tenant: Tenant): Promise<StaffEventList> {
  const [rows, attended] = await Promise.all([
    listEvents(db, tenant.id),
    attendedCounts(db, tenant.id),
  ]);
  return {
    events: rows.map((event) => ({
      eventId: event.key,
      title: eventTitle(event, tenant.defaultLanguage, tenant.defaultLanguage),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timeZone: event.timeZone,
      place: event.place,
      onlineUrl: event.onlineUrl,
      capacity: event.capacity,
      seatsTaken: event.seatsTaken,
      attended: attended.get(event.id) ?? 0,
    })),
  };
}

export async function listEventRegistrants(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  eventKey: string,
): Promise<EventRegistrantList> {
  const event = await findEvent(db, tenant.id, eventKey);
  if (!event) throw appError('EVENT_NOT_FOUND');
  const rows = await listRegistrants(db, tenant.id, event.id, visibleCandidates(db, actor));
  return {
    registrants: rows.map(({ registrant, email, firstName, lastName }) => ({
      candidateId: registrant.candidateId,
      firstName,
      lastName,
      email,
      statusName: registrant.statusName === 'Attended' ? 'Attended' : 'Registered',
      registeredAt: registrant.registeredAt.getTime(),
      statusDate: registrant.statusAt.getTime(),
    })),
  };
}
