/**
 * The one verification of the API's signed tokens (bearer, temporary, new-candidate and
 * unsubscribe tokens): jose with ES256 only (so `alg: none` and HS256 confusion fail), a key
 * id we issued, our issuer, the token kind's own `typ` and audience, and every registered
 * claim present and unexpired. Anything else is InvalidTokenError; callers check the claims
 * that are theirs (tenant, candidate).
 */
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { TOKEN_ALGORITHM, TOKEN_ISSUER, type SigningKeys } from './signing-keys.js';

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

export interface ExpectedJws {
  typ: string;
  /** Any of these audiences; none checked when absent. */
  audience?: string | string[] | undefined;
}

export async function verifyJws(
  keys: SigningKeys,
  token: string,
  expected: ExpectedJws,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.verifying(header.kid) : null;
        if (!key) throw new InvalidTokenError('unknown key');
        return key;
      },
      {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        typ: expected.typ,
        ...(expected.audience === undefined ? {} : { audience: expected.audience }),
        requiredClaims: ['exp', 'iat', 'sub', 'aud', 'jti'],
        clockTolerance: 5,
      },
    );
    return payload;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
    throw error;
  }
}
