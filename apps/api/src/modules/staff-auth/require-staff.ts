/**
 * The guard of every staff route: `preHandler: requireStaff(app, 'permission')`. It resolves
 * `{client}` to the tenant, the staff cookie to a full session of that tenant (no cookie, a
 * pending, ended or foreign session: 401), and the session's user to their access (no such
 * permission: 403). Candidates' sessions and tokens mean nothing here. The handler then reads
 * `staffContext(request)`: the tenant and the acting staff user, which services take
 * explicitly.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { StaffAccess } from './staff-access.js';
import { findStaffSession, type StaffSession } from './staff-sessions.js';

export interface StaffContext {
  tenant: Tenant;
  actor: StaffAccess;
  session: StaffSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffContext: StaffContext | null;
  }
}

function clientOf(request: FastifyRequest): string {
  const params: unknown = request.params;
  const client =
    typeof params === 'object' && params !== null ? Reflect.get(params, 'client') : undefined;
  if (typeof client !== 'string') throw appError('CLIENT_NOT_FOUND');
  return client;
}

/** The staff session of this request's cookie, at whatever stage; null without one. */
export async function staffSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StaffSession | null> {
  const secret = request.cookies[app.staffCookieName];
  return secret ? findStaffSession(app.db, secret) : null;
}

/** `null` permission: any signed-in staff user of the tenant (e.g. who am I). */
export function requireStaff(
  app: FastifyInstance,
  permission: StaffPermission | null,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const tenant = await app.tenants.require(clientOf(request));
    const session = await staffSessionOf(app, request);
    if (!session || session.tenantId !== tenant.id || session.stage !== 'full') {
      throw appError('UNAUTHORIZED');
    }
    const actor = await app.staffAuthCache.get(tenant.id, session.staffUserId);
    if (!actor) throw appError('UNAUTHORIZED');
    if (permission !== null && !actor.permissions.has(permission))
      throw appError('STAFF_FORBIDDEN');
    request.staffContext = { tenant, actor, session };
  };
}

/** What requireStaff found; a route without the guard has none (a programming error). */
export function staffContext(request: FastifyRequest): StaffContext {
  if (!request.staffContext) throw new Error(`${request.url} has no requireStaff guard`);
  return request.staffContext;
}
