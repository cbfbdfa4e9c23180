/**
 * Who is calling. Private routes call `requireSession`: the live sign-in session from the
 * cookie, or from a JWS bearer token (which names its session, so logout ends it too).
 * Token routes call `requireTokenHolder`, which also accepts temporary tokens from e-mailed
 * links. Flow routes (records, applications, end of flow…) call `requireFlowCandidate`,
 * which also accepts the x-nonce token of a candidate the flow created (decision 0010).
 * Anything missing, ended, forged or of another tenant is 401 Unauthorized Access.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGINLESS_AUDIENCE, TEMPORARY_TOKEN_SCHEME } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { findCandidateById, type CandidateRow } from '../candidates/find-candidate.js';
import {
  InvalidTokenError,
  NEW_CANDIDATE_PURPOSE,
  verifyToken,
  type TokenClaims,
} from '../tokens/tokens.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findSession, findSessionById, type ActiveSession } from './sessions.js';

export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ActiveSession | null> {
  const secret = request.cookies[app.sessionCookieName];
  if (!secret) return null;
  return findSession(app.db, secret);
}

function authorization(request: FastifyRequest): { scheme: string; token: string } | null {
  const match = /^(\S+)\s+(\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] && match[2] ? { scheme: match[1].toLowerCase(), token: match[2] } : null;
}

async function verified<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof InvalidTokenError) throw appError('UNAUTHORIZED');
    throw error;
  }
}

async function bearerSession(
  app: FastifyInstance,
  token: string,
  tenant: Tenant,
): Promise<ActiveSession | null> {
  const claims = await verified(() =>
    verifyToken(app.signingKeys, token, { kind: 'bearer', tenant, audience: ['ALL'] }),
  );
  return claims.sessionId ? findSessionById(app.db, claims.sessionId) : null;
}

export async function requireSession(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
): Promise<ActiveSession> {
  const header = authorization(request);
  let session: ActiveSession | null;
  if (header?.scheme === 'bearer') session = await bearerSession(app, header.token, tenant);
  else if (header) throw appError('UNAUTHORIZED');
  else session = await currentSession(app, request);
  if (!session || session.tenantId !== tenant.id) throw appError('UNAUTHORIZED');
  return session;
}

export interface TokenHolder {
  candidateId: number;
  /** 'session' for the signed-in candidate, otherwise the temporary token's purpose. */
  purpose: string;
}

/**
 * The candidate of a verified temporary token, if the token is still current: issued under
 * the candidate's token generation (a password change or reset moves it on), and, when it
 * was issued to a sign-in session, while that session is live (logout ends it).
 */
async function currentTokenCandidate(
  app: FastifyInstance,
  claims: TokenClaims,
  tenant: Tenant,
): Promise<CandidateRow> {
  const candidate = await findCandidateById(app.db, tenant.id, claims.candidateId);
  if (!candidate || claims.generation !== candidate.tokenGeneration) {
    throw appError('UNAUTHORIZED');
  }
  if (claims.sessionId !== undefined) {
    const session = await findSessionById(app.db, claims.sessionId);
    if (!session || session.candidateId !== candidate.id) throw appError('UNAUTHORIZED');
  }
  return candidate;
}

export async function requireTokenHolder(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
): Promise<TokenHolder> {
  const header = authorization(request);
  if (header?.scheme === TEMPORARY_TOKEN_SCHEME.toLowerCase()) {
    const claims = await verified(() =>
      verifyToken(app.signingKeys, header.token, {
        kind: 'temporary',
        tenant,
        audience: ['ALL', LOGINLESS_AUDIENCE],
      }),
    );
    // A new candidate's flow token is for that flow only.
    if (claims.purpose === NEW_CANDIDATE_PURPOSE) throw appError('UNAUTHORIZED');
    const candidate = await currentTokenCandidate(app, claims, tenant);
    return { candidateId: candidate.id, purpose: claims.purpose ?? '' };
  }
  const session = await requireSession(app, request, tenant);
  return { candidateId: session.candidateId, purpose: 'session' };
}

/**
 * The candidate of a new-candidate token (the x-nonce of candidate creation) while the flow
 * that created them is open, that is while `locked` is still null; the end of the flow
 * closes it.
 */
export async function newCandidateOf(
  app: FastifyInstance,
  token: string,
  tenant: Tenant,
): Promise<CandidateRow> {
  const claims = await verified(() =>
    verifyToken(app.signingKeys, token, {
      kind: 'temporary',
      tenant,
      audience: [LOGINLESS_AUDIENCE],
    }),
  );
  if (claims.purpose !== NEW_CANDIDATE_PURPOSE) throw appError('UNAUTHORIZED');
  const candidate = await currentTokenCandidate(app, claims, tenant);
  if (candidate.locked !== null) throw appError('UNAUTHORIZED');
  return candidate;
}

export interface FlowCandidate {
  candidate: CandidateRow;
  /** A signed-in candidate, or a new one acting with the x-nonce token of their creation. */
  via: 'session' | 'new-candidate';
}

/** The candidate a flow call acts for: the signed-in one, or the new one of an x-nonce token. */
export async function requireFlowCandidate(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
): Promise<FlowCandidate> {
  const header = authorization(request);
  if (header?.scheme === TEMPORARY_TOKEN_SCHEME.toLowerCase()) {
    return { candidate: await newCandidateOf(app, header.token, tenant), via: 'new-candidate' };
  }
  const session = await requireSession(app, request, tenant);
  const candidate = await findCandidateById(app.db, tenant.id, session.candidateId);
  if (!candidate) throw appError('UNAUTHORIZED');
  return { candidate, via: 'session' };
}
