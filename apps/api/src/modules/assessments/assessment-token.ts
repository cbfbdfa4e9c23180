/**
 * The temporary token of the assessment step (spec 2 §3 "Token request": a new candidate,
 * not signed in and not yet activated, needs a temporary bearer credential to list and start
 * their assessments). Issued by the final submit that created the assessments, it has its
 * own type and audience (no other check accepts it, and it passes no other), 20 minutes of
 * life, the candidate and tenant, and the candidate's token generation. Leaving the step ends
 * it (its id is remembered until it would have expired): the candidate is logged out.
 */
import { ASSESSMENT_AUDIENCE, TOKEN_TYPES, type TokenResponse } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { rememberIdOnce, wasIdSeen } from '../../stores/assessment-store.js';
import { findCandidateById, type CandidateRow } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { InvalidTokenError, issueToken, verifyToken } from '../tokens/tokens.js';

const PURPOSE = 'assessments';

export function issueAssessmentToken(
  keys: SigningKeys,
  tenant: Tenant,
  candidate: Pick<CandidateRow, 'id' | 'uname' | 'tokenGeneration'>,
): Promise<TokenResponse> {
  return issueToken(keys, {
    kind: 'assessment',
    tenantId: tenant.id,
    candidateId: candidate.id,
    principal: `candidate/${tenant.client}/${candidate.uname}`,
    audiences: [ASSESSMENT_AUDIENCE],
    appType: TOKEN_TYPES.temporary,
    purpose: PURPOSE,
    generation: candidate.tokenGeneration,
  });
}

export interface AssessmentTokenHolder {
  candidateId: number;
  tokenId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const endedId = (tokenId: string) => `token:${tokenId}`;

/** The candidate of a live assessment token of this tenant; 401 for anything else. */
export async function verifyAssessmentToken(
  db: Database,
  keys: SigningKeys,
  tenant: Tenant,
  token: string,
  now = new Date(),
): Promise<AssessmentTokenHolder> {
  let claims;
  try {
    claims = await verifyToken(keys, token, {
      kind: 'assessment',
      tenant,
      audience: [ASSESSMENT_AUDIENCE],
    });
  } catch (error) {
    if (error instanceof InvalidTokenError) throw appError('UNAUTHORIZED');
    throw error;
  }
  const { tokenId, expiresAt } = claims;
  if (claims.purpose !== PURPOSE || tokenId === undefined || expiresAt === undefined) {
    throw appError('UNAUTHORIZED');
  }
  const candidate = await findCandidateById(db, tenant.id, claims.candidateId);
  // A password set since (reset, change) moves the generation on and ends older tokens.
  if (!candidate || candidate.tokenGeneration !== claims.generation) throw appError('UNAUTHORIZED');
  if (await wasIdSeen(db, endedId(tokenId), now)) throw appError('UNAUTHORIZED');
  return { candidateId: candidate.id, tokenId, expiresAt };
}

/** Ends the token before its expiry (the step's logout). */
export async function endAssessmentToken(
  db: Database,
  holder: AssessmentTokenHolder,
  now = new Date(),
): Promise<void> {
  await rememberIdOnce(db, endedId(holder.tokenId), new Date(holder.expiresAt * 1000), now);
}
