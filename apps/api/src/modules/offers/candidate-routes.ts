import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Offer, OfferAnswerBody, OfferIdParams } from '@talentgate/domain';
import Type from 'typebox';
import { appError } from '../../errors/catalogue.js';
import { lockCandidateOffer } from '../../stores/offer-store.js';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { answerOffer } from './answer-offer.js';
import { renderOfferLetter, sectionsOf } from './offer-letter-pdf.js';
import { sendPdf } from './staff-routes.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['dashboard'];

/**
 * The candidate's side of an offer (issue 27): the letter as a PDF, and the answer with a
 * typed signature. Only the signed-in candidate's extended or answered offers exist here.
 */
export const candidateOfferRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  app.get(
    '/rest/private/offer/:client/letter/:offerId',
    {
      schema: {
        tags,
        summary: 'The offer letter of the signed-in candidate (PDF)',
        params: OfferIdParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, owner } = await requireSignedInOwner(app, request, request.params.client);
      const found = await lockCandidateOffer(app.db, owner, request.params.offerId, false);
      if (!found || !['extended', 'accepted', 'declined'].includes(found.offer.status))
        throw appError('OFFER_NOT_FOUND');
      const { offer, candidate } = found;
      const bytes = await renderOfferLetter({
        tenant,
        firstName: candidate.firstName ?? '',
        lastName: candidate.lastName ?? '',
        jobTitle: offer.title,
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

  for (const [verb, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/rest/private/offer/:client/${verb}/:offerId`,
      {
        schema: {
          tags,
          summary:
            answer === 'accepted'
              ? 'Accept an offer, signed with the first and last name'
              : 'Decline an offer, signed with the first and last name',
          params: OfferIdParams,
          body: OfferAnswerBody,
          response: { 200: Offer, ...errors },
        },
      },
      async (request) => {
        const { tenant, owner } = await requireSignedInOwner(app, request, request.params.client);
        return answerOffer(
          app.db,
          { tenant, owner, origin: options.originFor(tenant.client) },
          request.params.offerId,
          answer,
          request.body.signature,
        );
      },
    );
  }
};
