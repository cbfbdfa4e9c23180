import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Value } from 'typebox/value';
import { Candidate, ClientKey, ErrorBody, LoginBody, SessionStatus } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { candidateView } from '../candidates/present-candidate.js';
import { findProviderById } from '../identity-providers/find-providers.js';
import type { ProviderSecrets } from '../social-sign-in/provider-client.js';
import { endSessionUrl, singleSignOn } from '../social-sign-in/single-sign-on.js';
import { currentSession } from './authenticate.js';
import { readCredentials } from './credentials.js';
import { createSession, revokeSession, sessionCookieOptions } from './sessions.js';
import { signIn } from './sign-in.js';

export interface AuthRouteOptions {
  cookieSecure: boolean;
  loginThrottleDelayMs: number;
  /** Identity provider secrets (single sign-on's bearer login). */
  secrets: ProviderSecrets;
  originFor: (client: string) => string;
}

/** `Authorization: Bearer <ID token>`: single sign-on's login (spec 1 §7). */
const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

const LoginHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ maxLength: 2048 })),
  'x-client': Type.Optional(ClientKey),
});

const Status = Type.Object({
  status: Type.Literal('Success'),
  /** After a single sign-on session: the provider's logout, which returns to /auth0_logout/. */
  endSessionUrl: Type.Optional(Type.String()),
});

/** Sign-in, sign-out and session check (spec 1 §7). */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  const cookieOptions = sessionCookieOptions(options.cookieSecure);

  app.post(
    '/rest/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with Basic credentials, or a single sign-on bearer token and empty credentials; the X-Client header names the career site',
        headers: LoginHeaders,
        // Only a JSON body is validated: a Basic-only request has no body at all.
        body: { content: { 'application/json': { schema: LoginBody } } },
        response: {
          200: Candidate,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const client = request.headers['x-client'];
      if (!client) throw appError('CLIENT_REQUIRED');
      const tenant = await app.tenants.require(client);
      const bearer = bearerToken(request.headers.authorization);
      if (bearer) {
        const context = { db: app.db, secrets: options.secrets, tenant, log: request.log };
        const { candidate, provider } = await singleSignOn(context, bearer);
        const { secret } = await createSession(
          app.db,
          tenant.id,
          candidate.id,
          new Date(),
          provider.id,
        );
        reply.setCookie(app.sessionCookieName, secret, cookieOptions);
        return candidateView(app.db, candidate);
      }
      const body = Value.Check(LoginBody, request.body) ? request.body : undefined;
      const candidate = await signIn(app.db, readCredentials(request.headers.authorization, body), {
        tenant,
        address: request.ip,
        throttleDelayMs: options.loginThrottleDelayMs,
      });
      const { secret } = await createSession(app.db, tenant.id, candidate.id);
      reply.setCookie(app.sessionCookieName, secret, cookieOptions);
      return candidateView(app.db, candidate);
    },
  );

  app.post(
    '/rest/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: Status } } },
    async (request, reply) => {
      const session = await currentSession(app, request);
      if (session) await revokeSession(app.db, session.id);
      reply.clearCookie(app.sessionCookieName, cookieOptions);
      const tenant = session ? await app.tenants.findById(session.tenantId) : null;
      const provider =
        tenant && session?.identityProviderId
          ? await findProviderById(app.db, tenant, session.identityProviderId)
          : null;
      if (!tenant || !provider) return { status: 'Success' as const };
      const context = { db: app.db, secrets: options.secrets, tenant, log: request.log };
      const url = await endSessionUrl(context, provider, options.originFor(tenant.client));
      return { status: 'Success' as const, ...(url ? { endSessionUrl: url } : {}) };
    },
  );

  app.get(
    '/rest/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether this browser has a live session',
        response: { 200: SessionStatus },
      },
    },
    async (request) => {
      const session = await currentSession(app, request);
      if (!session)
        return { authenticated: false, client: null, candidateId: null, expiresAt: null };
      const tenant = await app.tenants.findById(session.tenantId);
      return {
        authenticated: true,
        client: tenant?.client ?? null,
        candidateId: session.candidateId,
        expiresAt: session.expiresAt.getTime(),
      };
    },
  );
};
