import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { requireSession } from './authenticate.js';

/** Whose rows a dashboard call reads and writes: always one tenant and one candidate. */
export interface Owner {
  tenantId: number;
  candidateId: number;
}

/**
 * The signed-in candidate of `{client}` as the owner of a dashboard call. A candidate id in
 * the path or body naming anyone else is not found (404), never someone else's data.
 */
export async function requireSignedInOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  client: string,
  candidateId?: number,
): Promise<{ tenant: Tenant; owner: Owner }> {
  const tenant = await app.tenants.require(client);
  const session = await requireSession(app, request, tenant);
  if (candidateId !== undefined && candidateId !== session.candidateId) {
    throw appError('CANDIDATE_NOT_FOUND');
  }
  return { tenant, owner: { tenantId: tenant.id, candidateId: session.candidateId } };
}
