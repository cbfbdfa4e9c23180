/**
 * Issues and verifies the API's tokens (JWS: signed in compact-jws.ts, verified with jose).
 * Every use checks the allowlisted algorithm, the key id, issuer, type, audience, expiry and
 * the tenant; bearer tokens, and temporary tokens issued to a session, also need that sign-in
 * session to be live, so logout and password reset end them too; every temporary token also
 * needs the candidate's token generation it was issued under (authenticate.ts).
 */
import type { Tenant } from '../tenants/find-tenant.js';
import { signCompactJws } from './compact-jws.js';
import { InvalidTokenError, verifyJws } from './verify-jws.js';
import type { SigningKeys } from './signing-keys.js';

/**
 * `assessment`: the temporary token of a new candidate, not signed in, for the assessment
 * step after their application (spec 2 §3 "Token request", decision 0042): its own type and
 * audience, so no other check accepts it, and a short life.
 */
export type TokenKind = 'bearer' | 'temporary' | 'assessment';

const TYPES: Record<TokenKind, string> = {
  bearer: 'tg-bearer+jwt',
  temporary: 'tg-temporary+jwt',
  assessment: 'tg-assessment+jwt',
};
const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = {
  bearer: 60 * 60,
  temporary: 30 * 60,
  assessment: 20 * 60,
};

/**
 * Purpose of the temporary token a new candidate gets from candidate creation (the x-nonce,
 * decision 0010): it reaches that candidate's flow calls while the flow is open, and the
 * token call to renew itself, nothing else.
 */
export const NEW_CANDIDATE_PURPOSE = 'new-candidate';
/** A new candidate's token is renewed at most this long after the candidate was created. */
export const NEW_CANDIDATE_RENEWAL_HOURS = 24;

export interface TokenClaims {
  kind: TokenKind;
  tenantId: number;
  candidateId: number;
  /** `candidate/{client}/{username}` */
  principal: string;
  audiences: string[];
  /** Bearer tokens: the session they belong to. */
  sessionId?: string;
  /** Temporary tokens: what they may be used for, e.g. `loginless`. */
  purpose?: string;
  /**
   * Temporary tokens: the candidate's token generation when issued; a password change or
   * reset moves it on, and older tokens stop working (authenticate.ts).
   */
  generation?: number;
  appType: string;
  /** The token's own id (`jti`), for a token that can be ended before it expires. */
  tokenId?: string;
  /** When it expires, epoch seconds (verified tokens). */
  expiresAt?: number;
}

export async function issueToken(
  keys: SigningKeys,
  claims: TokenClaims,
  now = new Date(),
): Promise<{ token: string; expiry: number }> {
  const key = await keys.signing();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS[claims.kind];
  const custom: Record<string, string | number> = {
    tid: claims.tenantId,
    cid: claims.candidateId,
    app: claims.appType,
  };
  if (claims.sessionId) custom['sid'] = claims.sessionId;
  if (claims.purpose) custom['pur'] = claims.purpose;
  if (claims.generation !== undefined) custom['gen'] = claims.generation;
  const token = signCompactJws(key, {
    type: TYPES[claims.kind],
    subject: claims.principal,
    audience: claims.audiences,
    issuedAt,
    expiresAt,
    custom,
  });
  return { token, expiry: expiresAt * 1000 };
}

export { InvalidTokenError };

/**
 * Verifies a token of one kind for one tenant; throws InvalidTokenError for anything
 * tampered, expired, of another kind, audience or tenant, or signed with another algorithm
 * (including `alg: none`).
 */
export async function verifyToken(
  keys: SigningKeys,
  token: string,
  expected: { kind: TokenKind; tenant: Tenant; audience?: string[] },
): Promise<TokenClaims> {
  const payload = await verifyJws(keys, token, {
    typ: TYPES[expected.kind],
    audience: expected.audience,
  });
  const tenantId = payload['tid'];
  const candidateId = payload['cid'];
  if (tenantId !== expected.tenant.id || typeof candidateId !== 'number') {
    throw new InvalidTokenError('wrong tenant');
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud ?? ''];
  const claims: TokenClaims = {
    kind: expected.kind,
    tenantId,
    candidateId,
    principal: payload.sub ?? '',
    audiences,
    appType: typeof payload['app'] === 'string' ? payload['app'] : '',
  };
  if (typeof payload['sid'] === 'string') claims.sessionId = payload['sid'];
  if (typeof payload['pur'] === 'string') claims.purpose = payload['pur'];
  if (typeof payload['gen'] === 'number') claims.generation = payload['gen'];
  if (typeof payload.jti === 'string') claims.tokenId = payload.jti;
  if (typeof payload.exp === 'number') claims.expiresAt = payload.exp;
  return claims;
}
