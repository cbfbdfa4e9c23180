/**
 * Campaign pages, events and event registrants (decision 0046). A registration takes its seat
 * with one conditional UPDATE (`seats_taken < capacity`): under concurrent registrations the
 * row lock makes the second wait, and it then sees the seat gone.
 */
import type { CampaignsFileCampaign, EventStatusName } from '@talentgate/domain';
import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { campaigns, candidates, eventRegistrants, events } from '../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type NewEventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'tenantId' | 'seatsTaken' | 'createdAt' | 'updatedAt'
>;

export async function findCampaign(
  db: Database,
  tenantId: number,
  name: string,
): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.name, name)))
    .limit(1);
  return row ?? null;
}

export function listCampaigns(db: Database, tenantId: number): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.tenantId, tenantId))
    .orderBy(asc(campaigns.name));
}

export async function upsertCampaign(
  db: Database,
  tenantId: number,
  config: CampaignsFileCampaign,
): Promise<void> {
  await db
    .insert(campaigns)
    .values({ tenantId, name: config.name, config })
    .onConflictDoUpdate({
      target: [campaigns.tenantId, campaigns.name],
      set: { config, updatedAt: sql`now()` },
    });
}

export async function findEvent(
  db: Database,
  tenantId: number,
  key: string,
): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.key, key)))
    .limit(1);
  return row ?? null;
}

export async function findEventById(
  db: Database,
  tenantId: number,
  eventId: number,
): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return row ?? null;
}

export function listEvents(db: Database, tenantId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.tenantId, tenantId))
    .orderBy(asc(events.startsAt), asc(events.key));
}

export function findEventsByKeys(
  db: Database,
  tenantId: number,
  keys: readonly string[],
): Promise<EventRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.key, [...keys])));
}

/** Adds or changes an event; the seats already taken stay (the import checks the capacity). */
export async function upsertEvent(
  db: Database,
  tenantId: number,
  values: NewEventValues,
): Promise<void> {
  const { key, ...changes } = values;
  await db
    .insert(events)
    .values({ tenantId, key, ...changes })
    .onConflictDoUpdate({
      target: [events.tenantId, events.key],
      set: { ...changes, updatedAt: sql`now()` },
    });
}

/** Takes one seat if one is left; false when the event is full. */
export async function takeEventSeat(db: Database, event: EventRow): Promise<boolean> {
  const taken = await db
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + 1` })
    .where(
      and(
        eq(events.tenantId, event.tenantId),
        eq(events.id, event.id),
        lt(events.seatsTaken, events.capacity),
      ),
    )
    .returning({ id: events.id });
  return taken.length > 0;
}

export type RegistrantRow = typeof eventRegistrants.$inferSelect;

/** The candidate's registration for the event, added now; null when they had one already. */
export async function insertRegistrant(
  db: Database,
  values: { tenantId: number; eventId: number; candidateId: number; statusName: EventStatusName },
  now: Date,
): Promise<RegistrantRow | null> {
  const [row] = await db
    .insert(eventRegistrants)
    .values({ ...values, registeredAt: now, statusAt: now })
    .onConflictDoNothing({ target: [eventRegistrants.eventId, eventRegistrants.candidateId] })
    .returning();
  return row ?? null;
}

export async function findRegistrant(
  db: Database,
  owner: { tenantId: number; eventId: number; candidateId: number },
): Promise<RegistrantRow | null> {
  const [row] = await db
    .select()
    .from(eventRegistrants)
    .where(
      and(
        eq(eventRegistrants.tenantId, owner.tenantId),
        eq(eventRegistrants.eventId, owner.eventId),
        eq(eventRegistrants.candidateId, owner.candidateId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function setRegistrantStatus(
  db: Database,
  owner: { tenantId: number; eventId: number; candidateId: number },
  statusName: EventStatusName,
  now: Date,
): Promise<RegistrantRow | null> {
  const [row] = await db
    .update(eventRegistrants)
    .set({ statusName, statusAt: now })
    .where(
      and(
        eq(eventRegistrants.tenantId, owner.tenantId),
        eq(eventRegistrants.eventId, owner.eventId),
        eq(eventRegistrants.candidateId, owner.candidateId),
      ),
    )
    .returning();
  return row ?? null;
}

/** How many registrants of each of the tenant's events attended. */
export async function attendedCounts(db: Database, tenantId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ eventId: eventRegistrants.eventId, attended: count() })
    .from(eventRegistrants)
    .where(
      and(eq(eventRegistrants.tenantId, tenantId), eq(eventRegistrants.statusName, 'Attended')),
    )
    .groupBy(eventRegistrants.eventId);
  return new Map(rows.map((row) => [row.eventId, row.attended]));
}

export interface RegistrantWithCandidate {
  registrant: RegistrantRow;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** An event's registrants among the candidates `visible` lets through, oldest first. */
export async function listRegistrants(
  db: Database,
  tenantId: number,
  eventId: number,
  visible: SQL,
): Promise<RegistrantWithCandidate[]> {
  return db
    .select({
      registrant: eventRegistrants,
      email: candidates.email,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(eventRegistrants)
    .innerJoin(candidates, eq(candidates.id, eventRegistrants.candidateId))
    .where(
      and(eq(eventRegistrants.tenantId, tenantId), eq(eventRegistrants.eventId, eventId), visible),
    )
    .orderBy(asc(eventRegistrants.registeredAt), asc(eventRegistrants.id));
}

/** The names a registrant confirmed at check-in (only those given). */
export async function renameCandidate(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  names: { firstName?: string | undefined; lastName?: string | undefined },
  now: Date,
): Promise<void> {
  const changes = {
    ...(names.firstName === undefined ? {} : { firstName: names.firstName }),
    ...(names.lastName === undefined ? {} : { lastName: names.lastName }),
  };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(candidates)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(candidates.tenantId, owner.tenantId), eq(candidates.id, owner.candidateId)));
}
