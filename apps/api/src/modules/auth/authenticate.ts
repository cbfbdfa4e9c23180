/**
 * Who is calling: the candidate whose live session cookie came with the request. Private
 * routes call `requireSession(request, tenant)`: no session, an ended one, or one of
 * another tenant is 401 Unauthorized Access, so data never crosses tenants.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findSession, SESSION_COOKIE, type ActiveSession } from './sessions.js';

export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ActiveSession | null> {
  const secret = request.cookies[SESSION_COOKIE];
  if (!secret) return null;
  return findSession(app.db, secret);
}

export async function requireSession(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
): Promise<ActiveSession> {
  const session = await currentSession(app, request);
  if (!session || session.tenantId !== tenant.id) throw appError('UNAUTHORIZED');
  return session;
}
