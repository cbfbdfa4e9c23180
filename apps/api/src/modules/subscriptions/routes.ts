import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ActionPreferencesRequest,
  CandidateIdParams,
  ErrorBody,
  OneClickQuery,
  SiteParams,
  SUBSCRIPTION_TYPE_CATALOGUE,
  SubscriptionList,
  SubscriptionModify,
  SubscriptionTypeList,
  SubscriptionUpdate,
  UnsubscribeRequest,
  UnsubscribeResult,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireSession, requireTokenHolder } from '../auth/authenticate.js';
import { findCandidateById, type CandidateRow } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { isOneClickBody, registerOneClickBodyParsers } from './one-click-body.js';
import { presentSubscriptions } from './present-subscriptions.js';
import { findSubscriptions, saveSubscriptions } from './subscription-store.js';
import { unsubscribeBySignature, unsubscribeByToken } from './unsubscribe.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['subscriptions'];

type Caller = 'session' | 'token';

/**
 * The acting candidate: the signed-in one, or (token variants) the holder of a bearer or
 * temporary token from an e-mailed link. A candidate id naming anyone else is not found.
 */
async function actingCandidate(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  caller: Caller,
  candidateId: number,
): Promise<CandidateRow> {
  const actingId =
    caller === 'token'
      ? (await requireTokenHolder(app, request, tenant)).candidateId
      : (await requireSession(app, request, tenant)).candidateId;
  if (actingId !== candidateId) throw appError('CANDIDATE_NOT_FOUND');
  const candidate = await findCandidateById(app.db, tenant.id, candidateId);
  if (!candidate) throw appError('CANDIDATE_NOT_FOUND');
  return candidate;
}

function checkUsersId(usersId: number | null, candidateId: number): void {
  if (usersId !== null && usersId !== candidateId) {
    throw appError('VALIDATION_FAILED', {
      message: 'usersId must be null or the candidate\u2019s id.',
      field: 'usersId',
    });
  }
}

/** Subscriptions (spec 1 §3, §7): types; by candidate; modify; add and update; token variants. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerOneClickBodyParsers(app);

  app.get(
    '/rest/public/subscriptions/:client/types',
    {
      schema: {
        tags,
        summary: 'Subscription types the career site offers',
        params: SiteParams,
        response: { 200: SubscriptionTypeList, 404: ErrorBody },
      },
    },
    async (request) => {
      await app.tenants.require(request.params.client);
      return [...SUBSCRIPTION_TYPE_CATALOGUE];
    },
  );

  for (const caller of ['session', 'token'] as const) {
    const base = caller === 'session' ? '' : '/token';
    const via = caller === 'session' ? 'signed-in candidate' : 'token holder';

    app.get(
      `/rest/private/subscriptions/:client${base}/candidate/:candidateId`,
      {
        schema: {
          tags,
          summary: `Subscriptions by candidateId (${via})`,
          params: CandidateIdParams,
          response: { 200: SubscriptionList, ...errors },
        },
      },
      async (request) => {
        const tenant = await app.tenants.require(request.params.client);
        const candidate = await actingCandidate(
          app,
          request,
          tenant,
          caller,
          request.params.candidateId,
        );
        return presentSubscriptions(
          candidate,
          await findSubscriptions(app.db, tenant.id, candidate.id),
        );
      },
    );

    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: `/rest/private/subscriptions/:client${base}`,
        schema: {
          tags,
          summary: `${method === 'PUT' ? 'Add' : 'Update'} subscriptions (${via}); spec 1 §5 payload rules apply`,
          params: SiteParams,
          body: SubscriptionUpdate,
          response: { 200: SubscriptionList, ...errors },
        },
        handler: async (request) => {
          const tenant = await app.tenants.require(request.params.client);
          const { body } = request;
          const candidate = await actingCandidate(app, request, tenant, caller, body.candidateId);
          checkUsersId(body.usersId, candidate.id);
          const rows = await saveSubscriptions(app.db, tenant.id, candidate.id, body.subscriptions);
          return presentSubscriptions(candidate, rows);
        },
      });
    }

    app.post(
      `/rest/private/subscriptions/:client${base}/modify`,
      {
        schema: {
          tags,
          summary: `Modify one subscription by its type (${via})`,
          params: SiteParams,
          body: SubscriptionModify,
          response: { 200: SubscriptionList, ...errors },
        },
      },
      async (request) => {
        const tenant = await app.tenants.require(request.params.client);
        const { body } = request;
        const candidate = await actingCandidate(app, request, tenant, caller, body.candidateId);
        checkUsersId(body.usersId, candidate.id);
        const type = SUBSCRIPTION_TYPE_CATALOGUE.find(
          (known) =>
            known.communicationTypesId === body.communicationTypesId &&
            known.communicationType === body.communicationType,
        );
        if (!type) {
          throw appError('VALIDATION_FAILED', {
            message: 'communicationTypesId does not name this communicationType.',
            field: 'communicationTypesId',
          });
        }
        const rows = await saveSubscriptions(app.db, tenant.id, candidate.id, [
          {
            communicationType: type.communicationType,
            channel: type.channel,
            subscription: body.subscription,
          },
        ]);
        return presentSubscriptions(candidate, rows);
      },
    );
  }

  const context = (tenant: Tenant) => ({ db: app.db, keys: app.signingKeys, tenant });

  app.post(
    '/rest/public/subscriptions/:client/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe by the signed token of an e-mailed link (no sign-in)',
        params: SiteParams,
        body: UnsubscribeRequest,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return unsubscribeByToken(context(tenant), request.body.token);
    },
  );

  app.post(
    '/rest/public/subscriptions/:client/actionpreferences',
    {
      schema: {
        tags,
        summary: 'The action of an e-mailed preferences link: e-mail and its signature',
        params: SiteParams,
        body: ActionPreferencesRequest,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { email, signature } = request.body;
      // The only action: "unsubscribed from auto job email communications" (spec 1 §8).
      return unsubscribeBySignature(context(tenant), email, signature, 'job_alert');
    },
  );

  app.post(
    '/rest/public/subscriptions/:client/one-click',
    {
      config: { xhrMarkerExempt: true },
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'RFC 8058 one-click unsubscribe (the List-Unsubscribe address of our e-mails)',
        params: SiteParams,
        querystring: OneClickQuery,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    async (request) => {
      if (!isOneClickBody(request.body)) throw appError('BAD_REQUEST');
      const tenant = await app.tenants.require(request.params.client);
      return unsubscribeByToken(context(tenant), request.query.token);
    },
  );
};
