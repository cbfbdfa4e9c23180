import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ReferralClientParams, ReferralLink } from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { ensureReferralLink, referralLinkOf } from './referral-link.js';

const tags = ['referrals'];

/** The signed-in candidate's referral link: read it, or make it (the same one every time). */
export const referralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/private/referral/:client/link',
    {
      schema: {
        tags,
        summary:
          'The signed-in candidate\u2019s sponsor handle (null before they asked) and referrals',
        params: ReferralClientParams,
        response: { 200: ReferralLink, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return referralLinkOf(app.db, owner);
    },
  );

  app.put(
    '/rest/private/referral/:client/link',
    {
      schema: {
        tags,
        summary: 'Make the signed-in candidate\u2019s referral link if they have none',
        params: ReferralClientParams,
        response: { 200: ReferralLink, 401: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return ensureReferralLink(app.db, owner);
    },
  );
};
