/**
 * The signed token of an event check-in link (spec 2 §2 "Event check-in page: reads a token
 * from the query"). A JWS like our other tokens (decision 0007): ES256 only, a key id we
 * issued, our issuer, its own `typ` and audience (no bearer, slot or unsubscribe token passes
 * for it, nor it for them), an expiry a day after the event ends, and the tenant. Its claims
 * carry what the check-in page fills in (e-mail, first and last name); it grants nothing but
 * marking its own registrant Attended at its own event.
 */
import type { SigningKeys } from '../tokens/signing-keys.js';
import { InvalidTokenError, verifyJws } from '../tokens/verify-jws.js';
import { signCompactJws } from '../tokens/compact-jws.js';

const TYPE = 'tg-event-check-in+jwt';
export const CHECK_IN_AUDIENCE = 'event-check-in';
/** The link works until a day after the event ends (late check-ins at a long event). */
const GRACE_SECONDS = 24 * 60 * 60;

export interface CheckInClaims {
  tenantId: number;
  eventId: number;
  candidateId: number;
  email: string;
  firstName: string;
  lastName: string;
}

export async function issueCheckInToken(
  keys: SigningKeys,
  claims: CheckInClaims,
  eventEndsAt: Date,
  now = new Date(),
): Promise<string> {
  const key = await keys.signing();
  return signCompactJws(key, {
    type: TYPE,
    subject: `event/${claims.eventId}/candidate/${claims.candidateId}`,
    audience: CHECK_IN_AUDIENCE,
    issuedAt: Math.floor(now.getTime() / 1000),
    expiresAt: Math.floor(eventEndsAt.getTime() / 1000) + GRACE_SECONDS,
    custom: {
      tid: claims.tenantId,
      eid: claims.eventId,
      cid: claims.candidateId,
      email: claims.email,
      given_name: claims.firstName,
      family_name: claims.lastName,
    },
  });
}

export type CheckInProblem = 'invalid' | 'expired' | 'other-tenant';

export class CheckInTokenError extends Error {
  constructor(readonly problem: CheckInProblem) {
    super(problem);
    this.name = 'CheckInTokenError';
  }
}

/** The claims of a genuine, unexpired check-in token of this tenant; CheckInTokenError else. */
export async function verifyCheckInToken(
  keys: SigningKeys,
  token: string,
  tenantId: number,
): Promise<CheckInClaims> {
  let payload;
  try {
    payload = await verifyJws(keys, token, { typ: TYPE, audience: CHECK_IN_AUDIENCE });
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    throw new CheckInTokenError(error.message === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
  }
  const { tid, eid, cid, email, given_name: firstName, family_name: lastName } = payload;
  if (
    typeof tid !== 'number' ||
    typeof eid !== 'number' ||
    typeof cid !== 'number' ||
    typeof email !== 'string' ||
    typeof firstName !== 'string' ||
    typeof lastName !== 'string'
  ) {
    throw new CheckInTokenError('invalid');
  }
  // Genuine, but another career site's: as if the registration did not exist here.
  if (tid !== tenantId) throw new CheckInTokenError('other-tenant');
  return { tenantId: tid, eventId: eid, candidateId: cid, email, firstName, lastName };
}
