/**
 * The event check-in page's calls (spec 2 §2): what a check-in link shows, and the event
 * status call (spec 2 §7) that marks its registrant Attended, with the names they confirmed. The link's token authorises
 * both, for its own registrant and event; another tenant's token is as unknown here.
 */
import type { CheckIn, EventStatus } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  findEventById,
  findRegistrant,
  renameCandidate,
  setRegistrantStatus,
  type RegistrantRow,
} from '../../stores/campaign-store.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { CheckInTokenError, verifyCheckInToken, type CheckInClaims } from './check-in-link.js';
import { presentEvent } from './present-campaign.js';

export interface CheckInPlace {
  db: Database;
  keys: SigningKeys;
  tenant: Tenant;
}

async function claimsOf(place: CheckInPlace, token: string): Promise<CheckInClaims> {
  try {
    return await verifyCheckInToken(place.keys, token, place.tenant.id);
  } catch (error) {
    if (!(error instanceof CheckInTokenError)) throw error;
    if (error.problem === 'expired') throw appError('CHECK_IN_LINK_EXPIRED');
    if (error.problem === 'other-tenant') throw appError('EVENT_NOT_FOUND');
    throw appError('CHECK_IN_LINK_INVALID');
  }
}

async function registration(place: CheckInPlace, claims: CheckInClaims) {
  const event = await findEventById(place.db, place.tenant.id, claims.eventId);
  const registrant = event
    ? await findRegistrant(place.db, {
        tenantId: place.tenant.id,
        eventId: event.id,
        candidateId: claims.candidateId,
      })
    : null;
  // The event or the registration is gone (erased, deleted): nothing to check in to.
  if (!event || !registrant) throw appError('EVENT_NOT_FOUND');
  return { event, registrant };
}

const statusOf = (row: RegistrantRow) =>
  row.statusName === 'Attended' ? 'Attended' : 'Registered';

export async function showCheckIn(place: CheckInPlace, token: string): Promise<CheckIn> {
  const claims = await claimsOf(place, token);
  const { event, registrant } = await registration(place, claims);
  return {
    eventId: event.key,
    candidateId: claims.candidateId,
    event: presentEvent(event),
    statusName: statusOf(registrant),
  };
}

export async function markAttended(
  place: CheckInPlace,
  target: {
    eventId: string;
    candidateId: number;
    token: string;
    firstName?: string | undefined;
    lastName?: string | undefined;
  },
  now = new Date(),
): Promise<EventStatus> {
  const claims = await claimsOf(place, target.token);
  const { event } = await registration(place, claims);
  // The token names one registrant at one event: any other pair in the path is not found.
  if (event.key !== target.eventId || claims.candidateId !== target.candidateId)
    throw appError('EVENT_NOT_FOUND');
  const owner = { tenantId: place.tenant.id, eventId: event.id, candidateId: claims.candidateId };
  const updated = await transaction(place.db, async (tx) => {
    const row = await setRegistrantStatus(tx, owner, 'Attended', now);
    if (!row) throw appError('EVENT_NOT_FOUND');
    await renameCandidate(
      tx,
      owner,
      {
        firstName: target.firstName?.trim() || undefined,
        lastName: target.lastName?.trim() || undefined,
      },
      now,
    );
    return row;
  });
  return {
    eventId: event.key,
    candidateId: updated.candidateId,
    statusName: statusOf(updated),
    statusDate: updated.statusAt.getTime(),
  };
}
