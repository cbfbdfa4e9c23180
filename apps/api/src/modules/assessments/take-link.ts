/**
 * The signed link of the built-in vendor's test page (`/apply/assessment/take/?link=`): a JWS
 * like the slot-booking hash (decision 0040): ES256 only, our key ids and issuer, its own
 * `typ` and audience (no other token passes for it, nor it for them), an expiry, and the
 * path's tenant. It names one vendor reference and grants nothing but taking that test.
 */
import { signCompactJws } from '../tokens/compact-jws.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { InvalidTokenError, verifyJws } from '../tokens/verify-jws.js';

const TYPE = 'tg-assessment-take+jwt';
const AUDIENCE = 'assessment-take';
/** Long enough to take a short test without hurry; starting again gives a new link. */
export const TAKE_LINK_LIFETIME_SECONDS = 2 * 60 * 60;

export interface TakeLinkClaims {
  tenantId: number;
  reference: string;
  positionCode: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export async function issueTakeLink(
  keys: SigningKeys,
  claims: Omit<TakeLinkClaims, 'expiresAt'>,
  now = new Date(),
): Promise<string> {
  const key = await keys.signing();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signCompactJws(key, {
    type: TYPE,
    subject: `assessment/${claims.reference}`,
    audience: AUDIENCE,
    issuedAt,
    expiresAt: issuedAt + TAKE_LINK_LIFETIME_SECONDS,
    custom: { tid: claims.tenantId, ref: claims.reference, pc: claims.positionCode },
  });
}

export type TakeLinkProblem = 'invalid' | 'expired' | 'other-tenant';

export class TakeLinkError extends Error {
  constructor(readonly problem: TakeLinkProblem) {
    super(problem);
    this.name = 'TakeLinkError';
  }
}

/** The claims of a genuine, unexpired link of this tenant; TakeLinkError otherwise. */
export async function verifyTakeLink(
  keys: SigningKeys,
  link: string,
  tenantId: number,
): Promise<TakeLinkClaims> {
  let payload;
  try {
    payload = await verifyJws(keys, link, { typ: TYPE, audience: AUDIENCE });
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    throw new TakeLinkError(error.message === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
  }
  const { tid, ref, pc, exp } = payload;
  if (
    typeof tid !== 'number' ||
    typeof ref !== 'string' ||
    typeof pc !== 'string' ||
    typeof exp !== 'number'
  ) {
    throw new TakeLinkError('invalid');
  }
  if (tid !== tenantId) throw new TakeLinkError('other-tenant');
  return { tenantId: tid, reference: ref, positionCode: pc, expiresAt: exp };
}
