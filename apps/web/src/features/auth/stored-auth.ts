/** The auth feature's stored session values (spec 1 §3), typed and checked on the way in. */
import type { Candidate, TokenResponse } from '@talentgate/domain';
import { readStored, removeStored, writeStored } from '../../lib/stored-session';

/** The basic candidate copy (spec 1 §3); isLocked is true for a user who is not returning. */
export interface StoredCandidate {
  candidateId: number;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  phone1: string | null;
  description: string | null;
  accessType: string;
  veteran: string | null;
  isLocked: boolean;
}

function toStoredCandidate(candidate: Candidate, returning: boolean): StoredCandidate {
  const { candidateId, firstName, lastName, city, state, country, zip, phone1 } = candidate;
  const { description, accessType, veteran } = candidate;
  return {
    candidateId,
    firstName,
    lastName,
    city,
    state,
    country,
    zip,
    phone1,
    description,
    accessType,
    veteran,
    isLocked: !returning,
  };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** Whether the stored copy says the signed-in user is a returning user; null when unknown. */
export function readStoredReturning(candidateId: number): boolean | null {
  const stored = readStored('candidate');
  if (!isObject(stored) || !('candidateId' in stored) || !('isLocked' in stored)) return null;
  if (stored.candidateId !== candidateId) return null;
  return typeof stored.isLocked === 'boolean' ? !stored.isLocked : null;
}

export function storeSignedIn(candidate: Candidate, rememberMe: boolean): void {
  // A token left from an earlier session may belong to someone else.
  removeStored('bearerToken');
  writeStored('candidate', toStoredCandidate(candidate, true));
  writeStored('username', candidate.uname);
  writeStored('remember_me', rememberMe, { area: rememberMe ? 'local' : 'session' });
}

export function readRememberMe(): boolean {
  return readStored('remember_me') === true;
}

export type TokenKey = 'bearerToken' | 'tempToken';

export function readStoredToken(key: TokenKey, now = Date.now()): TokenResponse | null {
  const stored = readStored(key, { now });
  if (!isObject(stored) || !('token' in stored) || !('expiry' in stored)) return null;
  const { token, expiry } = stored;
  return typeof token === 'string' && typeof expiry === 'number' ? { token, expiry } : null;
}

export function storeToken(key: TokenKey, token: TokenResponse): void {
  writeStored(key, { token: token.token, expiry: token.expiry });
}
