/**
 * Who an assessment call acts for: the signed-in candidate (session cookie or bearer token,
 * as every private call), or a new candidate with the assessment step's temporary token
 * (`Temporary …`, assessment-token.ts). A candidate id naming anyone else is not found.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEMPORARY_TOKEN_SCHEME } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import type { AssessmentOwner } from '../../stores/assessment-store.js';
import { requireSession } from '../auth/authenticate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { verifyAssessmentToken, type AssessmentTokenHolder } from './assessment-token.js';

export interface AssessmentActor {
  tenant: Tenant;
  owner: AssessmentOwner;
  /** Set when the call came with the step's temporary token. */
  token: AssessmentTokenHolder | null;
}

const TEMPORARY = new RegExp(`^${TEMPORARY_TOKEN_SCHEME}\\s+(\\S+)$`, 'i');

export async function requireAssessmentActor(
  app: FastifyInstance,
  request: FastifyRequest,
  client: string,
  candidateId?: number,
): Promise<AssessmentActor> {
  const tenant = await app.tenants.require(client);
  const temporary = TEMPORARY.exec(request.headers.authorization ?? '')?.[1];
  let token: AssessmentTokenHolder | null = null;
  let actingId: number;
  if (temporary !== undefined) {
    token = await verifyAssessmentToken(app.db, app.signingKeys, tenant, temporary);
    actingId = token.candidateId;
  } else {
    actingId = (await requireSession(app, request, tenant)).candidateId;
  }
  if (candidateId !== undefined && candidateId !== actingId) throw appError('CANDIDATE_NOT_FOUND');
  return { tenant, owner: { tenantId: tenant.id, candidateId: actingId }, token };
}
