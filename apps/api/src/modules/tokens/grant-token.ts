/**
 * The token call (spec 1 §3, §7). Nobody gets a token for a principal they do not hold:
 * a JWS needs a live sign-in session of that candidate; a temporary token needs that
 * session, the secret of a live login-less e-mailed link (stateType HASH), or, for a
 * candidate whose creation flow is still open, the x-nonce that creation answered.
 */
import {
  LOGINLESS_AUDIENCE,
  TOKEN_TYPES,
  type TokenRequest,
  type TokenResponse,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { peekLinkToken } from '../auth/link-tokens.js';
import type { ActiveSession } from '../auth/sessions.js';
import { findCandidateById, type CandidateRow } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from './signing-keys.js';
import {
  issueToken,
  NEW_CANDIDATE_PURPOSE,
  NEW_CANDIDATE_RENEWAL_HOURS,
  type TokenClaims,
} from './tokens.js';

const KNOWN_AUDIENCES = new Set(['ALL', LOGINLESS_AUDIENCE]);

export interface GrantContext {
  db: Database;
  keys: SigningKeys;
  tenant: Tenant;
  session: ActiveSession | null;
  /** The candidate of a valid x-nonce sent with the request (open creation flow), if any. */
  newCandidate: CandidateRow | null;
}

const principalOf = (tenant: Tenant, candidate: CandidateRow) =>
  `candidate/${tenant.client}/${candidate.uname}`;

/** The x-nonce of candidate creation: a temporary token for the new candidate's flow. */
export function issueNewCandidateToken(
  keys: SigningKeys,
  tenant: Tenant,
  candidate: CandidateRow,
): Promise<TokenResponse> {
  const claims: TokenClaims = {
    kind: 'temporary',
    tenantId: tenant.id,
    candidateId: candidate.id,
    principal: principalOf(tenant, candidate),
    audiences: [LOGINLESS_AUDIENCE],
    appType: 'XCC',
    purpose: NEW_CANDIDATE_PURPOSE,
    generation: candidate.tokenGeneration,
  };
  return issueToken(keys, claims);
}

function renewNewCandidateToken(
  context: GrantContext,
  candidate: CandidateRow,
  request: TokenRequest,
): Promise<TokenResponse> {
  const renewalEnd = candidate.createdAt.getTime() + NEW_CANDIDATE_RENEWAL_HOURS * 3_600_000;
  if (
    request.tokenType !== TOKEN_TYPES.temporary ||
    request.userPrincipal.toLowerCase() !== principalOf(context.tenant, candidate) ||
    Date.now() > renewalEnd
  ) {
    throw appError('TOKEN_NOT_ALLOWED');
  }
  return issueNewCandidateToken(context.keys, context.tenant, candidate);
}

export async function grantToken(
  context: GrantContext,
  request: TokenRequest,
): Promise<TokenResponse> {
  const { db, tenant, session } = context;
  const prefix = `candidate/${tenant.client}/`;
  if (!request.userPrincipal.startsWith(prefix)) {
    throw appError('VALIDATION_FAILED', {
      message: `userPrincipal must start with ${prefix}`,
      field: 'userPrincipal',
    });
  }
  const audiences =
    request.audKeys.length > 0 ? request.audKeys.map((key) => key.audKeyShort) : ['ALL'];
  const unknown = audiences.find((audience) => !KNOWN_AUDIENCES.has(audience));
  if (unknown)
    throw appError('VALIDATION_FAILED', {
      message: `Unknown audience key ${unknown}.`,
      field: 'audKeys',
    });

  if (request.stateType !== 'HASH' && context.newCandidate) {
    return renewNewCandidateToken(context, context.newCandidate, request);
  }

  let candidateId: number;
  let purpose: string | undefined;
  if (request.stateType === 'HASH') {
    if (request.tokenType !== TOKEN_TYPES.temporary) throw appError('TOKEN_NOT_ALLOWED');
    const linked = await peekLinkToken(db, tenant.id, request.tokenState, 'loginless');
    if (linked === null) throw appError('UNAUTHORIZED');
    candidateId = linked;
    purpose = 'loginless';
    if (!audiences.includes(LOGINLESS_AUDIENCE)) audiences.push(LOGINLESS_AUDIENCE);
  } else {
    if (!session || session.tenantId !== tenant.id) throw appError('UNAUTHORIZED');
    candidateId = session.candidateId;
    if (request.tokenType === TOKEN_TYPES.temporary) purpose = 'session';
  }

  const candidate = await findCandidateById(db, tenant.id, candidateId);
  if (!candidate || principalOf(tenant, candidate) !== request.userPrincipal.toLowerCase()) {
    throw appError('TOKEN_NOT_ALLOWED');
  }
  const kind = request.tokenType === TOKEN_TYPES.bearer ? 'bearer' : 'temporary';
  return issueToken(context.keys, {
    kind,
    tenantId: tenant.id,
    candidateId,
    principal: principalOf(tenant, candidate),
    audiences,
    appType: request.appType,
    // A token obtained with a session lives no longer than that session (logout ends it).
    ...(purpose !== 'loginless' && session ? { sessionId: session.id } : {}),
    ...(purpose ? { purpose } : {}),
    ...(kind === 'temporary' ? { generation: candidate.tokenGeneration } : {}),
  });
}
