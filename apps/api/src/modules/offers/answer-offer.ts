/**
 * The candidate's answer to an extended offer (issue 27; spec 2 §5 "Signature must equal
 * first plus last name", §8 "Signature mismatch"): accepted or declined with a typed
 * signature, before the offer expires. Each answer writes an activity in their feed and an
 * e-mail; acceptance also runs its follow-ups (after-offer-accepted.ts).
 */
import { signatureMatches, type Offer } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { lockCandidateOffer, updateOffer } from '../../stores/offer-store.js';
import type { Owner } from '../auth/signed-in-owner.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import { findOffer } from '../dashboard/interviews-and-offers.js';
import { OFFER_ACCEPTED_TEMPLATE, OFFER_DECLINED_TEMPLATE } from '../mail/offer-templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { followOfferAcceptance } from './after-offer-accepted.js';
import { emailCandidate } from './offer-emails.js';

export interface OfferAnswerContext {
  tenant: Tenant;
  owner: Owner;
  origin: string;
  now?: Date;
}

export async function answerOffer(
  db: Database,
  context: OfferAnswerContext,
  offerId: number,
  answer: 'accepted' | 'declined',
  signature: string,
): Promise<Offer> {
  const { tenant, owner } = context;
  const now = context.now ?? new Date();
  await transaction(db, async (tx) => {
    const found = await lockCandidateOffer(tx, owner, offerId);
    // Drafts and offers in approval are not the candidate's to see.
    if (!found || !['extended', 'accepted', 'declined'].includes(found.offer.status))
      throw appError('OFFER_NOT_FOUND');
    const { offer, candidate } = found;
    if (offer.status !== 'extended') throw appError('OFFER_STATUS_INVALID');
    if (offer.expiresAt && offer.expiresAt <= now) throw appError('OFFER_EXPIRED');
    if (!signatureMatches(signature, candidate.firstName, candidate.lastName))
      throw appError('SIGNATURE_MISMATCH', { field: 'signature' });
    const signed = signature.trim().replace(/\s+/g, ' ');
    await updateOffer(tx, tenant.id, offerId, {
      status: answer,
      signature: signed,
      answeredAt: now,
    });
    await addActivity(tx, tenant.id, candidate.id, {
      contextType: 'offer',
      type: 'status',
      status: 'created',
      activityData:
        answer === 'accepted'
          ? `You accepted the offer for ${offer.title}.`
          : `You declined the offer for ${offer.title}.`,
      createdDatetime: now,
    });
    await emailCandidate(
      tx,
      tenant,
      context.origin,
      candidate,
      offerId,
      answer === 'accepted' ? OFFER_ACCEPTED_TEMPLATE : OFFER_DECLINED_TEMPLATE,
      { jobTitle: offer.title, signature: signed },
    );
    if (answer === 'accepted')
      await followOfferAcceptance(tx, tenant, context.origin, offer.applicationId, now);
  });
  return findOffer(db, owner, offerId);
}
