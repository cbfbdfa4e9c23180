import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import {
  BackgroundApplicationParams,
  BackgroundCallbackAnswer,
  BackgroundCallbackBody,
  BackgroundCallbackParams,
  BackgroundOrder,
  BackgroundOrderInput,
  BackgroundOrderList,
  BackgroundPackageList,
  ErrorBody,
  StaffParams,
} from '@talentgate/domain';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { appError } from '../../errors/catalogue.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './callback-signature.js';
import {
  listBackgroundOrders,
  listPackages,
  orderBackgroundCheck,
} from './order-background-check.js';
import type { BackgroundProvider } from './provider.js';
import { receiveBackgroundCallback } from './receive-background-callback.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: background checks'];
const base = '/rest/staff/:client/background';
const CALLBACK_BODY_LIMIT = 16 * 1024;

const CallbackHeaders = Type.Object({
  [SIGNATURE_HEADER]: Type.Optional(Type.String({ maxLength: 200 })),
  [TIMESTAMP_HEADER]: Type.Optional(Type.String({ maxLength: 20 })),
});

/** The origin this process listens on, as a peer on this machine reaches it; null before listen. */
function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Background checks (spec 2 §7 staff "background orders and packages"; decision 0052): the
 * provider's packages, orders for an application (applications:write to order, :read to
 * see them, within the user's scope), and the provider's signed status callback.
 */
export const backgroundCheckRoutes: FastifyPluginAsyncTypebox<{
  originFor: (client: string) => string;
}> = async (app, options) => {
  const providers = app.backgroundProviders;

  /** An in-process provider calls this process; an outside one the tenant's public site. */
  const callbackUrl = (provider: BackgroundProvider, client: string) => {
    const origin = (provider.inProcess ? listeningOrigin(app) : null) ?? options.originFor(client);
    return `${origin}/rest/public/background/${client}/callback/${provider.id}`;
  };

  app.get(
    `${base}/packages`,
    {
      preHandler: requireStaff(app, 'applications:read'),
      schema: {
        tags,
        summary: 'The background check provider\u2019s packages',
        params: StaffParams,
        response: { 200: BackgroundPackageList, ...errors, 503: ErrorBody },
      },
    },
    async () => listPackages(providers.default),
  );

  app.get(
    `${base}/orders/application/:applicationId`,
    {
      preHandler: requireStaff(app, 'applications:read'),
      schema: {
        tags,
        summary: 'The background check orders of an application, with their results',
        params: BackgroundApplicationParams,
        response: { 200: BackgroundOrderList, ...errors },
      },
    },
    async (request) => {
      const { actor } = staffContext(request);
      return listBackgroundOrders(app.db, actor, request.params.applicationId);
    },
  );

  app.post(
    `${base}/orders`,
    {
      preHandler: requireStaff(app, 'applications:write'),
      schema: {
        tags,
        summary: 'Order a background check package for an application',
        params: StaffParams,
        body: BackgroundOrderInput,
        response: { 201: BackgroundOrder, ...errors, 409: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = staffContext(request);
      const provider = providers.default;
      const order = await orderBackgroundCheck(
        { db: app.db, provider, callbackUrl: callbackUrl(provider, tenant.client) },
        tenant,
        actor,
        request.body,
      );
      return reply.status(201).send(order);
    },
  );

  // The callback reads its body as it came: the signature is over those bytes.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    const rawBodies = new WeakMap<object, string>();
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        rawBodies.set(request, text);
        // The default parser answers through `done`; its return value means nothing here.
        void parseJson(request, text, done);
      },
    );
    scope.post(
      '/rest/public/background/:client/callback/:provider',
      {
        // A provider's server posts it: it carries a signature instead of the browser's marker.
        config: { xhrMarkerExempt: true },
        schema: {
          tags: ['background checks'],
          summary:
            'A background check provider\u2019s status callback, signed with HMAC-SHA256 over `{timestamp}.{body}`',
          params: BackgroundCallbackParams,
          headers: CallbackHeaders,
          body: BackgroundCallbackBody,
          response: {
            200: BackgroundCallbackAnswer,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request) => {
        const tenant = await app.tenants.require(request.params.client);
        const rawBody = rawBodies.get(request);
        if (rawBody === undefined) throw appError('BACKGROUND_CALLBACK_SIGNATURE_INVALID');
        return receiveBackgroundCallback(app.db, providers, tenant, {
          providerId: request.params.provider,
          signature: request.headers[SIGNATURE_HEADER],
          timestamp: request.headers[TIMESTAMP_HEADER],
          rawBody,
          body: request.body,
        });
      },
    );
  });
};
