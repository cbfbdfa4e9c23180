/**
 * The approval of an offer (spec 2 §4 "offer accept/reject by approver"; decision 0049). Sent
 * for approval, the offer takes its chain's approvers as a new round (approval-round.ts: the
 * hierarchy's managers are found then); each approves
 * or rejects in turn, with a comment. The next approver is e-mailed when their turn comes;
 * the last approval makes the offer approved and tells the recruiter who drafted it; a
 * rejection (its comment required) ends the round and sends the offer back to draft.
 */
import type { StaffOffer } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  decideApproval,
  findStaffUser,
  insertApprovalRound,
  lastRoundOf,
  selectOfferApprovals,
  updateOffer,
  type StaffOfferRecord,
} from '../../stores/offer-store.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  OFFER_APPROVAL_REQUEST_TEMPLATE,
  OFFER_APPROVED_TEMPLATE,
  OFFER_RETURNED_TEMPLATE,
} from '../mail/offer-templates.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findStaffOffer, findStaffOfferRecord } from './find-staff-offers.js';
import { roundApprovers } from './approval-round.js';
import { findApprovalChain } from './manage-approval-chains.js';
import { emailStaff } from './offer-emails.js';
import { currentApproval, fullName } from './present-offer.js';

export interface OfferStepContext {
  tenant: Tenant;
  actor: StaffAccess;
  /** The career site's origin, for the links in the e-mails. */
  origin: string;
  now?: Date;
}

const aboutOffer = (record: StaffOfferRecord) => ({
  candidateName: fullName(record.candidate),
  jobTitle: record.jobTitle,
});

async function askApprover(
  tx: Database,
  context: OfferStepContext,
  record: StaffOfferRecord,
  staffUserId: number | null,
): Promise<void> {
  const approver =
    staffUserId === null ? null : await findStaffUser(tx, context.tenant.id, staffUserId);
  if (!approver) return;
  await emailStaff(
    tx,
    context.tenant,
    context.origin,
    approver,
    record.offer.id,
    OFFER_APPROVAL_REQUEST_TEMPLATE,
    aboutOffer(record),
  );
}

async function tellDrafter(
  tx: Database,
  context: OfferStepContext,
  record: StaffOfferRecord,
  template: string,
  values: Record<string, string> = {},
): Promise<void> {
  const drafter =
    record.offer.draftedByStaffId === null
      ? null
      : await findStaffUser(tx, context.tenant.id, record.offer.draftedByStaffId);
  if (!drafter) return;
  await emailStaff(tx, context.tenant, context.origin, drafter, record.offer.id, template, {
    ...aboutOffer(record),
    ...values,
  });
}

export async function submitForApproval(
  db: Database,
  context: OfferStepContext,
  offerId: number,
): Promise<StaffOffer> {
  const { tenant, actor } = context;
  const now = context.now ?? new Date();
  await transaction(db, async (tx) => {
    const record = await findStaffOfferRecord(tx, actor, offerId, true);
    if (record.offer.status !== 'draft') throw appError('OFFER_STATUS_INVALID');
    if (record.offer.approvalChainId === null) throw appError('APPROVAL_CHAIN_NOT_FOUND');
    const chain = await findApprovalChain(tx, tenant.id, record.offer.approvalChainId);
    if (!chain.active || chain.details.length === 0) throw appError('APPROVAL_CHAIN_INACTIVE');
    const approvers = await roundApprovers(tx, tenant.id, chain, record.application.requisitionId);
    const round = (await lastRoundOf(tx, tenant.id, offerId)) + 1;
    await insertApprovalRound(
      tx,
      approvers.map((approver, index) => ({
        tenantId: tenant.id,
        candidateId: record.candidate.id,
        offerId,
        round,
        sortOrder: index,
        staffUserId: approver.staffUserId,
        staffName: approver.name,
      })),
    );
    await updateOffer(tx, tenant.id, offerId, { status: 'pending_approval' });
    await askApprover(tx, context, record, approvers[0]?.staffUserId ?? null);
    await recordAudit(
      tx,
      actor,
      {
        action: 'offer.submit',
        entityType: 'offer',
        entityId: offerId,
        before: { status: 'draft' },
        after: { status: 'pending_approval', round },
      },
      now,
    );
  });
  return findStaffOffer(db, actor, offerId);
}

export async function decideOffer(
  db: Database,
  context: OfferStepContext,
  offerId: number,
  decision: 'approved' | 'rejected',
  rawComment: string | undefined,
): Promise<StaffOffer> {
  const { tenant, actor } = context;
  const now = context.now ?? new Date();
  const comment = rawComment?.trim() ?? '';
  if (decision === 'rejected' && !comment)
    throw appError('OFFER_COMMENT_REQUIRED', { field: 'comment' });
  await transaction(db, async (tx) => {
    const record = await findStaffOfferRecord(tx, actor, offerId, true);
    if (record.offer.status !== 'pending_approval') throw appError('OFFER_STATUS_INVALID');
    const approvals = await selectOfferApprovals(tx, tenant.id, [offerId]);
    const current = currentApproval(approvals);
    if (current?.staffUserId !== actor.staffUserId) throw appError('OFFER_NOT_YOUR_TURN');
    await decideApproval(tx, tenant.id, current.id, decision, comment, now);
    const rest = approvals.filter(
      (approval) =>
        approval.round === current.round &&
        approval.decision === 'pending' &&
        approval.id !== current.id,
    );
    let status = 'pending_approval';
    if (decision === 'rejected') {
      // The round ends: those after the rejecting approver are not asked.
      for (const approval of rest)
        await decideApproval(tx, tenant.id, approval.id, 'cancelled', '', now);
      status = 'draft';
      await tellDrafter(tx, context, record, OFFER_RETURNED_TEMPLATE, {
        approver: actor.name,
        comment,
      });
    } else if (rest.length === 0) {
      status = 'approved';
      await tellDrafter(tx, context, record, OFFER_APPROVED_TEMPLATE);
    } else {
      await askApprover(tx, context, record, rest[0]?.staffUserId ?? null);
    }
    if (status !== 'pending_approval') await updateOffer(tx, tenant.id, offerId, { status });
    await recordAudit(
      tx,
      actor,
      {
        action: decision === 'approved' ? 'offer.approve' : 'offer.reject',
        entityType: 'offer',
        entityId: offerId,
        before: { status: 'pending_approval' },
        after: { status, round: current.round, comment: comment !== '' },
      },
      now,
    );
  });
  return findStaffOffer(db, actor, offerId);
}
