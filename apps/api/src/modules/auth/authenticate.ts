/**
 * Who is calling. Private routes call `requireSession`: the live sign-in session from the
 * cookie, or from a JWS bearer token (which names its session, so logout ends it too).
 * Token routes call `requireTokenHolder`, which also accepts temporary tokens from e-mailed
 * links. Anything missing, ended, forged or of another tenant is 401 Unauthorized Access.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGINLESS_AUDIENCE, TEMPORARY_TOKEN_SCHEME } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { InvalidTokenError, verifyToken } from '../tokens/tokens.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findSession, findSessionById, SESSION_COOKIE, type ActiveSession } from './sessions.js';

export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ActiveSession | null> {
  const secret = request.cookies[SESSION_COOKIE];
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
    return { candidateId: claims.candidateId, purpose: claims.purpose ?? '' };
  }
  const session = await requireSession(app, request, tenant);
  return { candidateId: session.candidateId, purpose: 'session' };
}
