/**
 * The signed token of unsubscribe links (spec 1 §2 `/unsubscribe/?token=`, §5 "must decode
 * to an e-mail"). A JWS like our other tokens (decision 0007): ES256 only, known key id,
 * issuer, its own `typ` and audience (so no bearer or temporary token passes for it, nor it
 * for them), expiry and the path's tenant. Its subject is the e-mail it was sent to; it
 * grants nothing but unsubscribing that address (decision 0018).
 */
import { isValidUname, normalizeUname, type CommunicationType } from '@talentgate/domain';
import type { Tenant } from '../tenants/find-tenant.js';
import { signCompactJws } from '../tokens/compact-jws.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { InvalidTokenError, verifyJws } from '../tokens/verify-jws.js';

const TYPE = 'tg-unsubscribe+jwt';
const AUDIENCE = 'unsubscribe';
/** Long enough for an old e-mail's link to keep working (mail clients keep e-mails for years). */
const UNSUBSCRIBE_TOKEN_DAYS = 365;

export type UnsubscribableType = Extract<CommunicationType, 'job_alert' | 'marketing'>;

export interface UnsubscribeClaims {
  tenantId: number;
  candidateId: number;
  email: string;
  emailType: UnsubscribableType;
}

export async function issueUnsubscribeToken(
  keys: SigningKeys,
  claims: UnsubscribeClaims,
  now = new Date(),
): Promise<string> {
  const key = await keys.signing();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signCompactJws(key, {
    type: TYPE,
    subject: claims.email,
    audience: AUDIENCE,
    issuedAt,
    expiresAt: issuedAt + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60,
    custom: { tid: claims.tenantId, cid: claims.candidateId, et: claims.emailType },
  });
}

/**
 * The claims of a genuine, unexpired unsubscribe token of this tenant whose subject is an
 * e-mail; InvalidTokenError for anything else (forged, edited, expired, another kind or
 * tenant, `alg: none`, no e-mail).
 */
export async function verifyUnsubscribeToken(
  keys: SigningKeys,
  token: string,
  tenant: Tenant,
): Promise<UnsubscribeClaims> {
  const payload = await verifyJws(keys, token, { typ: TYPE, audience: AUDIENCE });
  const { tid, cid, et } = payload;
  const email = normalizeUname(payload.sub ?? '');
  if (tid !== tenant.id || typeof cid !== 'number') throw new InvalidTokenError('wrong tenant');
  if (et !== 'job_alert' && et !== 'marketing') throw new InvalidTokenError('no e-mail type');
  if (!isValidUname(email)) throw new InvalidTokenError('not an e-mail');
  return { tenantId: tid, candidateId: cid, email, emailType: et };
}
