/**
 * Extending an approved offer to the candidate (spec 2 §4 "offer extend"; decision 0049): the
 * offer is sent (it shows on their dashboard at /profile/offers/{offerId}/), the application
 * moves to the Offer stage (its timeline, activity and to-do), a notification and an e-mail
 * with the link tell the candidate, and the audit log keeps who extended it.
 */
import type { StaffOffer } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { updateOffer } from '../../stores/offer-store.js';
import { recordAudit } from '../audit/record-audit.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import { OFFER_EXTENDED_TEMPLATE } from '../mail/offer-templates.js';
import { applyStatusChange } from '../staff-applications/change-status.js';
import { findStaffOffer, findStaffOfferRecord } from './find-staff-offers.js';
import { candidateLanguage, emailCandidate } from './offer-emails.js';
import type { OfferStepContext } from './offer-approvals.js';
import { letterDate } from './offer-letter.js';

export const OFFER_STAGE = 'Offer';

export async function extendOffer(
  db: Database,
  context: OfferStepContext,
  offerId: number,
): Promise<StaffOffer> {
  const { tenant, actor } = context;
  const now = context.now ?? new Date();
  await transaction(db, async (tx) => {
    const record = await findStaffOfferRecord(tx, actor, offerId, true);
    const { offer, candidate } = record;
    if (offer.status !== 'approved') throw appError('OFFER_STATUS_INVALID');
    if (!offer.expiresAt || offer.expiresAt <= now)
      throw appError('OFFER_EXPIRY_INVALID', { field: 'expiresAt' });
    await updateOffer(tx, tenant.id, offerId, { status: 'extended', sentAt: now });
    if (offer.applicationId !== null)
      await applyStatusChange(tx, { ...context, now }, offer.applicationId, {
        status: OFFER_STAGE,
      });
    await addActivity(tx, tenant.id, candidate.id, {
      contextType: 'offer',
      type: 'notification',
      status: 'created',
      activityData: `An offer for ${record.jobTitle} is waiting for your answer.`,
      createdDatetime: now,
    });
    const language = candidateLanguage(tenant, candidate);
    await emailCandidate(tx, tenant, context.origin, candidate, offerId, OFFER_EXTENDED_TEMPLATE, {
      jobTitle: record.jobTitle,
      expiryDate: letterDate(offer.expiresAt.toISOString().slice(0, 10), language),
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'offer.extend',
        entityType: 'offer',
        entityId: offerId,
        before: { status: 'approved' },
        after: { status: 'extended' },
      },
      now,
    );
  });
  return findStaffOffer(db, actor, offerId);
}
