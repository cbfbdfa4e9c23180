/**
 * Signs our tokens as JWS compact serialisation (RFC 7515 §7.1) with ES256, through
 * node:crypto's synchronous ECDSA. jose 6 signs through WebCrypto, which on Node runs each
 * signature as a thread-pool job behind promises, several times the CPU of the same signature
 * through node:crypto, and a new candidate's final submit signs one (decision 0025; figures
 * in docs/performance-log.md). jose still verifies every token (verify-jws.ts).
 */
import { randomUUID, sign, type KeyObject } from 'node:crypto';
import { TOKEN_ALGORITHM, TOKEN_ISSUER } from './signing-keys.js';

export interface JwsClaims {
  /** The token's `typ` header: what kind of token it is. */
  type: string;
  subject: string;
  audience: string | string[];
  issuedAt: number;
  expiresAt: number;
  /** Our own claims (tenant, candidate and the like). */
  custom: Record<string, string | number>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A signed token: iss, sub, aud, jti, iat and exp besides the custom claims. */
export function signCompactJws(key: { kid: string; privateKey: KeyObject }, claims: JwsClaims) {
  const header = { alg: TOKEN_ALGORITHM, kid: key.kid, typ: claims.type };
  const payload = {
    ...claims.custom,
    iss: TOKEN_ISSUER,
    sub: claims.subject,
    aud: claims.audience,
    jti: randomUUID(),
    iat: claims.issuedAt,
    exp: claims.expiresAt,
  };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  // JWS wants the raw r || s pair (RFC 7518 §3.4), not the DER that OpenSSL produces.
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}
