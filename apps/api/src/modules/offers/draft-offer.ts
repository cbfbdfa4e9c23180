/**
 * Drafting an offer for an application from a template, with the chain that will approve it
 * (spec 2 §7 "offertemplete/update/{applicationId}/{approvalChainId}/{offerTemplateId}";
 * decision 0049). The application's draft is updated if it has one, otherwise a draft is
 * made; an offer in approval or with the candidate must end first. The letter is filled from
 * the template now, so approvers approve the words the candidate will read.
 */
import type { OfferDraftBody, OfferDraftParams, StaffOffer } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  insertOffer,
  lockApplicationForMove,
  selectOpenOffersOf,
  updateOffer,
} from '../../stores/offer-store.js';
import { recordAudit } from '../audit/record-audit.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findStaffOffer } from './find-staff-offers.js';
import { findApprovalChain } from './manage-approval-chains.js';
import { findOfferTemplate } from './manage-offer-templates.js';
import { buildLetter } from './offer-letter.js';

export async function draftOffer(
  db: Database,
  context: { tenant: Tenant; actor: StaffAccess; now?: Date },
  params: OfferDraftParams,
  body: OfferDraftBody,
): Promise<StaffOffer> {
  const { tenant, actor } = context;
  const now = context.now ?? new Date();
  const offerId = await transaction(db, async (tx) => {
    const found = await lockApplicationForMove(
      tx,
      tenant.id,
      params.applicationId,
      visibleApplications(tx, actor),
    );
    if (!found) throw appError('APPLICATION_NOT_FOUND');
    const template = await findOfferTemplate(tx, tenant.id, params.offerTemplateId);
    if (!template.active) throw appError('OFFER_TEMPLATE_INACTIVE');
    const chain = await findApprovalChain(tx, tenant.id, params.approvalChainId);
    if (!chain.active || chain.details.length === 0) throw appError('APPROVAL_CHAIN_INACTIVE');
    const expiresAt = new Date(body.expiresAt);
    if (expiresAt <= now) throw appError('OFFER_EXPIRY_INVALID', { field: 'expiresAt' });
    const open = await selectOpenOffersOf(tx, tenant.id, found.application.id);
    if (open.some((offer) => offer.status !== 'draft')) throw appError('OFFER_IN_PROGRESS');

    const bonus = body.bonus?.trim() ?? '';
    const letter = buildLetter(template, {
      firstName: found.candidate.firstName ?? '',
      lastName: found.candidate.lastName ?? '',
      jobTitle: found.jobTitle,
      company: tenant.name,
      salary: body.salary.trim(),
      startDate: body.startDate,
      bonus,
      expiresAt,
      language: tenant.defaultLanguage,
    });
    const values = {
      title: found.jobTitle,
      salary: body.salary.trim(),
      startDate: body.startDate,
      bonus,
      expiresAt,
      letter,
      details: letter.map((section) => section.text).join('\n\n'),
      offerTemplateId: template.offerTemplateId,
      approvalChainId: chain.approvalChainId,
      draftedByStaffId: actor.staffUserId,
    };
    const draft = open[0];
    const id = draft
      ? (await updateOffer(tx, tenant.id, draft.id, values), draft.id)
      : (
          await insertOffer(tx, {
            ...values,
            tenantId: tenant.id,
            candidateId: found.candidate.id,
            applicationId: found.application.id,
            status: 'draft',
          })
        ).id;
    await recordAudit(
      tx,
      actor,
      {
        action: draft ? 'offer.update' : 'offer.draft',
        entityType: 'offer',
        entityId: id,
        after: {
          applicationId: found.application.id,
          offerTemplateId: template.offerTemplateId,
          approvalChainId: chain.approvalChainId,
          status: 'draft',
        },
      },
      now,
    );
    return id;
  });
  return findStaffOffer(db, actor, offerId);
}
