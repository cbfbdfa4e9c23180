/** An offer as staff read it: rows never leave the server (decision 0049). */
import { OFFER_STATUSES, isOfferExpired, type StaffOffer } from '@talentgate/domain';
import type { OfferApprovalRow, StaffOfferRecord } from '../../stores/offer-store.js';

const fullName = (candidate: { firstName: string | null; lastName: string | null }) =>
  [candidate.firstName, candidate.lastName].filter(Boolean).join(' ');

/** The stored status, or expired for an extended offer past its expiry. */
export function offerStatusOf(
  offer: { status: string; expiresAt: Date | null },
  now = Date.now(),
): StaffOffer['status'] {
  const known = OFFER_STATUSES.find((status) => status === offer.status) ?? 'draft';
  return known === 'extended' && isOfferExpired(offer.expiresAt?.getTime() ?? null, now)
    ? 'expired'
    : known;
}

const decisionOf = (decision: string): StaffOffer['approvals'][number]['decision'] =>
  decision === 'approved' || decision === 'rejected' || decision === 'cancelled'
    ? decision
    : 'pending';

/** The approver whose turn it is: the first pending one of the last round. */
export function currentApproval(approvals: readonly OfferApprovalRow[]): OfferApprovalRow | null {
  const round = Math.max(0, ...approvals.map((approval) => approval.round));
  return (
    approvals
      .filter((approval) => approval.round === round && approval.decision === 'pending')
      .sort((a, b) => a.sortOrder - b.sortOrder)[0] ?? null
  );
}

export function presentStaffOffer(
  record: StaffOfferRecord,
  approvals: readonly OfferApprovalRow[],
): StaffOffer {
  const { offer } = record;
  const status = offerStatusOf(offer);
  return {
    offerId: offer.id,
    applicationId: offer.applicationId,
    candidateName: fullName(record.candidate),
    jobTitle: record.jobTitle,
    status,
    salary: offer.salary,
    startDate: offer.startDate,
    bonus: offer.bonus,
    expiresAt: offer.expiresAt?.getTime() ?? null,
    sentAt: ['draft', 'pending_approval', 'approved'].includes(status)
      ? null
      : offer.sentAt.getTime(),
    offerTemplateId: offer.offerTemplateId,
    templateName: record.templateName ?? '',
    approvalChainId: offer.approvalChainId,
    chainName: record.chainName ?? '',
    letter: offer.letter,
    approvals: approvals.map((approval) => ({
      staffUserId: approval.staffUserId ?? 0,
      name: approval.staffName,
      round: approval.round,
      sortOrder: approval.sortOrder,
      decision: decisionOf(approval.decision),
      comment: approval.comment,
      decidedAt: approval.decidedAt?.getTime() ?? null,
    })),
    currentApproverId:
      status === 'pending_approval' ? (currentApproval(approvals)?.staffUserId ?? null) : null,
    signature: offer.signature,
    answeredAt: offer.answeredAt?.getTime() ?? null,
  };
}

export { fullName };
