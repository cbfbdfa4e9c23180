import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  StaffParams,
  StaffSignedIn,
  StaffSsoParams,
  StaffSsoProviders,
  StaffSsoReturnBody,
  StaffSsoStartResult,
} from '@talentgate/domain';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../errors/catalogue.js';
import type { ProviderSecrets } from '../social-sign-in/provider-client.js';
import { presentMe } from '../staff-auth/routes.js';
import { createSignedInStaffSession, staffCookieOptions } from '../staff-auth/staff-sessions.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  completeStaffSso,
  staffSsoProviders,
  startStaffSso,
  type StaffSsoContext,
} from './staff-sso.js';

export interface StaffSsoRouteOptions {
  secrets: ProviderSecrets;
  cookieSecure: boolean;
  /** The site origin of a tenant: the redirect URI is built from it. */
  originFor: (client: string) => string;
  /** Staff sign-in steps allowed per address per minute. */
  signInsPerMinute: number;
}

const tags = ['staff: sign-in'];
/** The started sign-in's `state`, kept by the browser that started it (10 minutes). */
const STATE_COOKIE = 'tg_staff_sso';
const STATE_COOKIE_SECONDS = 600;

/**
 * Staff sign-in through the tenant's enterprise provider (decision 0037): the providers
 * offered, the start and the return. Open to anonymous callers, as the password step is.
 */
export const staffSsoRoutes: FastifyPluginAsyncTypebox<StaffSsoRouteOptions> = async (
  app,
  options,
) => {
  const signInLimit = {
    rateLimit: { max: options.signInsPerMinute, timeWindow: 60_000, allowList: [] },
  };
  const stateCookie = (client: string) => ({
    path: `/rest/staff/${client}/sso`,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.cookieSecure,
  });
  const context = (tenant: Tenant): StaffSsoContext => ({
    db: app.db,
    secrets: options.secrets,
    tenant,
    origin: options.originFor(tenant.client),
  });
  const browserState = (request: FastifyRequest) => request.cookies[STATE_COOKIE] ?? null;

  app.get(
    '/rest/staff/:client/sso/providers',
    {
      schema: {
        tags,
        summary: 'The enterprise providers staff may sign in with (none when not configured)',
        params: StaffParams,
        response: { 200: StaffSsoProviders, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return staffSsoProviders(app.db, tenant, options.secrets);
    },
  );

  app.post(
    '/rest/staff/:client/sso/:provider/start',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Start a staff sign-in at the enterprise provider: where to send the browser',
        params: StaffSsoParams,
        response: {
          200: StaffSsoStartResult,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { authorizationUrl, state } = await startStaffSso(
        context(tenant),
        request.params.provider,
      );
      reply
        .setCookie(STATE_COOKIE, state, {
          ...stateCookie(tenant.client),
          maxAge: STATE_COOKIE_SECONDS,
        })
        .header('cache-control', 'no-store');
      return { authorizationUrl };
    },
  );

  app.post(
    '/rest/staff/:client/sso/return',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: "The provider's answer from /staff/sso-return: signs the staff user in",
        params: StaffParams,
        body: StaffSsoReturnBody,
        response: {
          200: StaffSignedIn,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      reply
        .clearCookie(STATE_COOKIE, stateCookie(tenant.client))
        .header('cache-control', 'no-store');
      const user = await completeStaffSso(context(tenant), {
        query: request.body.query,
        browserState: browserState(request),
      });
      const { secret } = await createSignedInStaffSession(app.db, tenant.id, user.id);
      const access = await app.staffAuthCache.get(tenant.id, user.id);
      if (!access) throw appError('UNAUTHORIZED');
      reply.setCookie(app.staffCookieName, secret, staffCookieOptions(options.cookieSecure));
      return { staff: presentMe(access, tenant), recoveryCodes: [] };
    },
  );
};
