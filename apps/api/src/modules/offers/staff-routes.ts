import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  ApprovalChain,
  ApprovalChainDetailList,
  ApprovalChainInput,
  ApprovalChainList,
  ApprovalChainParams,
  ApprovalChainReorderBody,
  ErrorBody,
  OfferApprovalBody,
  OfferDraftBody,
  OfferDraftParams,
  OfferTemplate,
  OfferTemplateInput,
  OfferTemplateList,
  OfferTemplateParams,
  StaffApplicationParams,
  StaffOffer,
  StaffOfferList,
  StaffOfferParams,
  StaffParams,
} from '@talentgate/domain';
import Type from 'typebox';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { draftOffer } from './draft-offer.js';
import { extendOffer } from './extend-offer.js';
import {
  findStaffOffer,
  findStaffOfferRecord,
  listApplicationOffers,
  listOffersAwaitingMe,
} from './find-staff-offers.js';
import {
  createApprovalChain,
  findApprovalChain,
  listApprovalChains,
  reorderApprovalChain,
  setApprovalChainActive,
  updateApprovalChainWhole,
} from './manage-approval-chains.js';
import {
  createOfferTemplate,
  findOfferTemplate,
  listOfferTemplates,
  setOfferTemplateActive,
  updateOfferTemplateWhole,
} from './manage-offer-templates.js';
import { decideOffer, submitForApproval } from './offer-approvals.js';
import { renderOfferLetter, sectionsOf } from './offer-letter-pdf.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff: offers'];
const Pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** Sends an offer letter's PDF to be shown in the browser. */
export function sendPdf(reply: FastifyReply, offerId: number, bytes: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="offer-${offerId}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * Offers on the staff side (spec 2 §7: offer templates and elements; approvalchain all, id,
 * details, reorder details, activate, deactivate; Application offertemplete/update; §4 offer
 * status, accept/reject by approver, extend). State changes are POST, as the pipeline's are
 * (the spec's GET would let another site's link change them). Decision 0049.
 */
export const staffOfferRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const read = requireStaff(app, 'offers:read');
  const write = requireStaff(app, 'offers:write');
  const approve = requireStaff(app, 'offers:approve');
  const base = '/rest/staff/:client';
  const stepContext = (request: Parameters<typeof staffContext>[0]) => {
    const { tenant, actor } = staffContext(request);
    return { tenant, actor, origin: options.originFor(tenant.client) };
  };

  // ------------------------------------------------------------------ templates
  app.get(
    `${base}/offer/templates`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Offer templates with their elements',
        params: StaffParams,
        response: { 200: OfferTemplateList, ...errors },
      },
    },
    async (request) => listOfferTemplates(app.db, staffContext(request).tenant.id),
  );

  app.get(
    `${base}/offer/template/:offerTemplateId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'An offer template',
        params: OfferTemplateParams,
        response: { 200: OfferTemplate, ...errors },
      },
    },
    async (request) =>
      findOfferTemplate(app.db, staffContext(request).tenant.id, request.params.offerTemplateId),
  );

  app.put(
    `${base}/offer/template`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create an offer template from elements',
        params: StaffParams,
        body: OfferTemplateInput,
        response: { 201: OfferTemplate, ...errors },
      },
    },
    async (request, reply) => {
      const template = await createOfferTemplate(app.db, staffContext(request).actor, request.body);
      return reply.code(201).send(template);
    },
  );

  app.post(
    `${base}/offer/template/:offerTemplateId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Update an offer template (its elements replaced whole)',
        params: OfferTemplateParams,
        body: OfferTemplateInput,
        response: { 200: OfferTemplate, ...errors },
      },
    },
    async (request) =>
      updateOfferTemplateWhole(
        app.db,
        staffContext(request).actor,
        request.params.offerTemplateId,
        request.body,
      ),
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/offer/template/${verb}/:offerTemplateId`,
      {
        preHandler: write,
        schema: {
          tags,
          summary: `${active ? 'Activate' : 'Deactivate'} an offer template`,
          params: OfferTemplateParams,
          response: { 200: OfferTemplate, ...errors },
        },
      },
      async (request) =>
        setOfferTemplateActive(
          app.db,
          staffContext(request).actor,
          request.params.offerTemplateId,
          active,
        ),
    );
  }

  // ------------------------------------------------------------------ approval chains
  app.get(
    `${base}/approvalchain/all`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Approval chains with their approvers in order',
        params: StaffParams,
        response: { 200: ApprovalChainList, ...errors },
      },
    },
    async (request) => listApprovalChains(app.db, staffContext(request).tenant.id),
  );

  app.get(
    `${base}/approvalchain/id/:approvalChainId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'An approval chain',
        params: ApprovalChainParams,
        response: { 200: ApprovalChain, ...errors },
      },
    },
    async (request) =>
      findApprovalChain(app.db, staffContext(request).tenant.id, request.params.approvalChainId),
  );

  app.get(
    `${base}/approvalchain/details/:approvalChainId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The approvers of an approval chain, in order',
        params: ApprovalChainParams,
        response: { 200: ApprovalChainDetailList, ...errors },
      },
    },
    async (request) =>
      (
        await findApprovalChain(
          app.db,
          staffContext(request).tenant.id,
          request.params.approvalChainId,
        )
      ).details,
  );

  app.put(
    `${base}/approvalchain`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create an approval chain: staff users who approve, in order',
        params: StaffParams,
        body: ApprovalChainInput,
        response: { 201: ApprovalChain, ...errors },
      },
    },
    async (request, reply) => {
      const chain = await createApprovalChain(app.db, staffContext(request).actor, request.body);
      return reply.code(201).send(chain);
    },
  );

  app.post(
    `${base}/approvalchain/:approvalChainId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Update an approval chain (its approvers replaced whole)',
        params: ApprovalChainParams,
        body: ApprovalChainInput,
        response: { 200: ApprovalChain, ...errors },
      },
    },
    async (request) =>
      updateApprovalChainWhole(
        app.db,
        staffContext(request).actor,
        request.params.approvalChainId,
        request.body,
      ),
  );

  app.post(
    `${base}/approvalchain/reorder/details/:approvalChainId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Reorder the approvers of an approval chain',
        params: ApprovalChainParams,
        body: ApprovalChainReorderBody,
        response: { 200: ApprovalChain, ...errors },
      },
    },
    async (request) =>
      reorderApprovalChain(
        app.db,
        staffContext(request).actor,
        request.params.approvalChainId,
        request.body.approvalChainDetailIds,
      ),
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/approvalchain/${verb}/:approvalChainId`,
      {
        preHandler: write,
        schema: {
          tags,
          summary: `${active ? 'Activate' : 'Deactivate'} an approval chain`,
          params: ApprovalChainParams,
          response: { 200: ApprovalChain, ...errors },
        },
      },
      async (request) =>
        setApprovalChainActive(
          app.db,
          staffContext(request).actor,
          request.params.approvalChainId,
          active,
        ),
    );
  }

  // ------------------------------------------------------------------ offers
  app.post(
    `${base}/application/offertemplete/update/:applicationId/:approvalChainId/:offerTemplateId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Draft the application\u2019s offer from a template, for an approval chain',
        params: OfferDraftParams,
        body: OfferDraftBody,
        response: { 200: StaffOffer, ...errors },
      },
    },
    async (request) => draftOffer(app.db, staffContext(request), request.params, request.body),
  );

  app.get(
    `${base}/offer/application/:applicationId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The offers of an application, newest first',
        params: StaffApplicationParams,
        response: { 200: StaffOfferList, ...errors },
      },
    },
    async (request) =>
      listApplicationOffers(app.db, staffContext(request).actor, request.params.applicationId),
  );

  app.get(
    `${base}/offer/approvals/mine`,
    {
      preHandler: approve,
      schema: {
        tags,
        summary: 'Offers waiting for the caller\u2019s approval',
        params: StaffParams,
        response: { 200: StaffOfferList, ...errors },
      },
    },
    async (request) => listOffersAwaitingMe(app.db, staffContext(request).actor),
  );

  app.get(
    `${base}/offer/id/:offerId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'An offer with its letter and approvals',
        params: StaffOfferParams,
        response: { 200: StaffOffer, ...errors },
      },
    },
    async (request) => findStaffOffer(app.db, staffContext(request).actor, request.params.offerId),
  );

  app.get(
    `${base}/offer/letter/:offerId`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The offer letter as the candidate will read it (PDF)',
        params: StaffOfferParams,
        response: { 200: Pdf, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = staffContext(request);
      const { offer, candidate, jobTitle } = await findStaffOfferRecord(
        app.db,
        actor,
        request.params.offerId,
      );
      const bytes = await renderOfferLetter({
        tenant,
        firstName: candidate.firstName ?? '',
        lastName: candidate.lastName ?? '',
        jobTitle,
        sentAt: offer.sentAt,
        expiresAt: offer.expiresAt,
        sections: sectionsOf(offer),
        status: offer.status,
        signature: offer.signature,
        answeredAt: offer.answeredAt,
      });
      return sendPdf(reply, offer.id, bytes);
    },
  );

  app.post(
    `${base}/offer/submit/:offerId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Send a draft offer to its approval chain',
        params: StaffOfferParams,
        response: { 200: StaffOffer, ...errors },
      },
    },
    async (request) => submitForApproval(app.db, stepContext(request), request.params.offerId),
  );

  for (const [verb, decision] of [
    ['accept', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `${base}/offer/approver/${verb}/:offerId`,
      {
        preHandler: approve,
        schema: {
          tags,
          summary:
            decision === 'approved'
              ? 'Approve an offer (the caller\u2019s turn in its chain)'
              : 'Reject an offer with a comment: it goes back to draft',
          params: StaffOfferParams,
          body: OfferApprovalBody,
          response: { 200: StaffOffer, ...errors },
        },
      },
      async (request) =>
        decideOffer(
          app.db,
          stepContext(request),
          request.params.offerId,
          decision,
          request.body.comment,
        ),
    );
  }

  app.post(
    `${base}/offer/extend/:offerId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Extend an approved offer to the candidate',
        params: StaffOfferParams,
        response: { 200: StaffOffer, ...errors },
      },
    },
    async (request) => extendOffer(app.db, stepContext(request), request.params.offerId),
  );
};
