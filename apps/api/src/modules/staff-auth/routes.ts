import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  STAFF_PERMISSIONS,
  StaffLoginBody,
  StaffLoginResult,
  StaffMe,
  StaffParams,
  StaffSecondFactorBody,
  StaffSignedIn,
  SuccessResult,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { requireStaff, staffContext, staffSessionOf } from './require-staff.js';
import type { StaffAccess } from './staff-access.js';
import {
  createStaffSession,
  revokeStaffSession,
  staffCookieOptions,
  upgradeStaffSession,
} from './staff-sessions.js';
import { checkSecondFactor, checkStaffPassword } from './staff-sign-in.js';
import { otpauthUri } from './totp.js';

export interface StaffAuthRouteOptions {
  cookieSecure: boolean;
  loginThrottleDelayMs: number;
  /** Staff sign-in steps allowed per address per minute. */
  signInsPerMinute: number;
}

const tags = ['staff: sign-in'];

export function presentMe(access: StaffAccess, tenant: Tenant): StaffMe {
  return {
    staffUserId: access.staffUserId,
    client: tenant.client,
    email: access.email,
    name: access.name,
    roles: access.roles,
    permissions: STAFF_PERMISSIONS.filter((permission) => access.permissions.has(permission)),
    scope: access.scope,
    vendor: access.vendor
      ? {
          vendorId: access.vendor.vendorId,
          vendorName: access.vendor.vendorName,
          viewGroup: access.vendor.viewGroup,
        }
      : null,
  };
}

/** Staff sign-in (password, then TOTP), sign-out and who am I (issue 20). */
export const staffAuthRoutes: FastifyPluginAsyncTypebox<StaffAuthRouteOptions> = async (
  app,
  options,
) => {
  const cookieOptions = staffCookieOptions(options.cookieSecure);
  const throttle = (address: string) => ({
    address,
    throttleDelayMs: options.loginThrottleDelayMs,
  });
  const signInLimit = {
    rateLimit: { max: options.signInsPerMinute, timeWindow: 60_000, allowList: [] },
  };

  app.post(
    '/rest/staff/:client/login',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Staff sign-in, first step: e-mail and password (rate-limited)',
        params: StaffParams,
        body: StaffLoginBody,
        response: {
          200: StaffLoginResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const user = await checkStaffPassword(app.db, tenant, request.body, throttle(request.ip));
      const { secret } = await createStaffSession(app.db, tenant.id, user.id);
      reply
        .setCookie(app.staffCookieName, secret, cookieOptions)
        .header('cache-control', 'no-store');
      if (user.totpEnrolledAt !== null) return { next: 'totp' as const };
      return {
        next: 'enrol' as const,
        secret: user.totpSecret,
        otpauthUri: otpauthUri(`Talentgate ${tenant.name}`, user.email, user.totpSecret),
      };
    },
  );

  app.post(
    '/rest/staff/:client/login/second-factor',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Staff sign-in, second step: a TOTP code or a recovery code (rate-limited)',
        params: StaffParams,
        body: StaffSecondFactorBody,
        response: {
          200: StaffSignedIn,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const pending = await staffSessionOf(app, request);
      if (!pending || pending.tenantId !== tenant.id || pending.stage !== 'second-factor') {
        throw appError('UNAUTHORIZED');
      }
      const outcome = await checkSecondFactor(
        app.db,
        tenant,
        pending.staffUserId,
        request.body,
        throttle(request.ip),
      );
      const { secret } = await upgradeStaffSession(app.db, pending);
      const access = await app.staffAuthCache.get(tenant.id, outcome.user.id);
      if (!access) throw appError('UNAUTHORIZED');
      reply
        .setCookie(app.staffCookieName, secret, cookieOptions)
        .header('cache-control', 'no-store');
      return { staff: presentMe(access, tenant), recoveryCodes: outcome.recoveryCodes };
    },
  );

  app.post(
    '/rest/staff/:client/logout',
    {
      schema: {
        tags,
        summary: 'End the staff session',
        params: StaffParams,
        response: { 200: SuccessResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.tenants.require(request.params.client);
      const session = await staffSessionOf(app, request);
      if (session) await revokeStaffSession(app.db, session.id);
      reply.clearCookie(app.staffCookieName, cookieOptions);
      return { status: 'Success' as const };
    },
  );

  app.get(
    '/rest/staff/:client/me',
    {
      preHandler: requireStaff(app, null),
      schema: {
        tags,
        summary: 'The signed-in staff user, their roles, permissions and scope',
        params: StaffParams,
        response: { 200: StaffMe, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = staffContext(request);
      reply.header('cache-control', 'no-store');
      return presentMe(actor, tenant);
    },
  );
};
