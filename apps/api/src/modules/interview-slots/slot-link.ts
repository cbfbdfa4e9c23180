/**
 * The signed hash of the e-mailed slot-booking link (spec 2 §3 "Slot: slotId, folderId,
 * hash"). A JWS like our other tokens (decision 0007): ES256 only, a key id we issued, our
 * issuer, its own `typ` and audience (no bearer, temporary or unsubscribe token passes for
 * it, nor it for them), expiry and the path's tenant. It names one invitation and grants
 * nothing but booking that invitation's slots.
 */
import type { SigningKeys } from '../tokens/signing-keys.js';
import { InvalidTokenError, verifyJws } from '../tokens/verify-jws.js';
import { signCompactJws } from '../tokens/compact-jws.js';

const TYPE = 'tg-slot-book+jwt';
const AUDIENCE = 'slot-book';

export interface SlotLinkClaims {
  tenantId: number;
  invitationId: number;
  candidateId: number;
}

export async function issueSlotLink(
  keys: SigningKeys,
  claims: SlotLinkClaims,
  expiresAt: Date,
  now = new Date(),
): Promise<string> {
  const key = await keys.signing();
  return signCompactJws(key, {
    type: TYPE,
    subject: `invitation/${claims.invitationId}`,
    audience: AUDIENCE,
    issuedAt: Math.floor(now.getTime() / 1000),
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
    custom: { tid: claims.tenantId, iid: claims.invitationId, cid: claims.candidateId },
  });
}

/** Why a hash was refused: the page says "expired" apart from anything else. */
export type SlotLinkProblem = 'invalid' | 'expired' | 'other-tenant';

export class SlotLinkError extends Error {
  constructor(readonly problem: SlotLinkProblem) {
    super(problem);
    this.name = 'SlotLinkError';
  }
}

/** The claims of a genuine, unexpired slot link; SlotLinkError for anything else. */
export async function verifySlotLink(
  keys: SigningKeys,
  hash: string,
  tenantId: number,
): Promise<SlotLinkClaims> {
  let payload;
  try {
    payload = await verifyJws(keys, hash, { typ: TYPE, audience: AUDIENCE });
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    throw new SlotLinkError(error.message === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
  }
  const { tid, iid, cid } = payload;
  if (typeof tid !== 'number' || typeof iid !== 'number' || typeof cid !== 'number') {
    throw new SlotLinkError('invalid');
  }
  // Genuine, but another career site's: as if the invitation did not exist here.
  if (tid !== tenantId) throw new SlotLinkError('other-tenant');
  return { tenantId: tid, invitationId: iid, candidateId: cid };
}
