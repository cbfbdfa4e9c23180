/**
 * Offers as staff find them (decision 0049): those of applications in the caller's scope
 * (staff-applications/scope.ts) and those the caller is asked to approve; anything else is
 * not found.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { StaffOffer } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { offerApprovals, offers } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import {
  isApplicationVisible,
  selectOfferApprovals,
  selectStaffOffers,
  type StaffOfferRecord,
} from '../../stores/offer-store.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { visibleApplications } from '../staff-applications/scope.js';
import { presentStaffOffer } from './present-offer.js';

function select(db: Database, actor: StaffAccess, filter: SQL | undefined, lock = false) {
  return selectStaffOffers(
    db,
    actor.tenantId,
    actor.staffUserId,
    visibleApplications(db, actor),
    filter,
    lock,
  );
}

async function present(
  db: Database,
  actor: StaffAccess,
  records: StaffOfferRecord[],
): Promise<StaffOffer[]> {
  const approvals = await selectOfferApprovals(
    db,
    actor.tenantId,
    records.map((record) => record.offer.id),
  );
  return records.map((record) =>
    presentStaffOffer(
      record,
      approvals.filter((approval) => approval.offerId === record.offer.id),
    ),
  );
}

/** One offer, locked when a write follows in the caller's transaction. */
export async function findStaffOfferRecord(
  db: Database,
  actor: StaffAccess,
  offerId: number,
  lock = false,
): Promise<StaffOfferRecord> {
  const [record] = await select(db, actor, eq(offers.id, offerId), lock);
  if (!record) throw appError('OFFER_NOT_FOUND');
  return record;
}

export async function findStaffOffer(
  db: Database,
  actor: StaffAccess,
  offerId: number,
): Promise<StaffOffer> {
  const record = await findStaffOfferRecord(db, actor, offerId);
  const [offer] = await present(db, actor, [record]);
  if (!offer) throw appError('OFFER_NOT_FOUND');
  return offer;
}

export async function listApplicationOffers(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
): Promise<StaffOffer[]> {
  if (
    !(await isApplicationVisible(db, actor.tenantId, applicationId, visibleApplications(db, actor)))
  )
    throw appError('APPLICATION_NOT_FOUND');
  return present(db, actor, await select(db, actor, eq(offers.applicationId, applicationId)));
}

/** Offers waiting for the caller's approval now. */
export async function listOffersAwaitingMe(
  db: Database,
  actor: StaffAccess,
): Promise<StaffOffer[]> {
  const asked = db
    .select({ id: offerApprovals.offerId })
    .from(offerApprovals)
    .where(
      and(
        eq(offerApprovals.tenantId, actor.tenantId),
        eq(offerApprovals.staffUserId, actor.staffUserId),
        eq(offerApprovals.decision, 'pending'),
      ),
    );
  const records = await select(
    db,
    actor,
    and(eq(offers.status, 'pending_approval'), inArray(offers.id, asked)),
  );
  const presented = await present(db, actor, records);
  return presented.filter((offer) => offer.currentApproverId === actor.staffUserId);
}
