import type { Candidate } from '@talentgate/domain';
import { clearStoredSession, touchStored } from '../../lib/stored-session';
import { apiClient, type ApiClient } from '../../lib/api-client';
import type { SessionStatus } from '@talentgate/domain';
import { fetchCurrentCandidate, fetchSessionStatus } from './session-api';
import { restoreStoredTokens } from './restore-tokens';
import { readRememberMe, readStoredReturning } from './stored-auth';

/** Values that belong to a signed-in session; a return path or an apply token outlive it. */
const SIGNED_IN_KEYS = [
  'credentials',
  'bearerToken',
  'oauthcredentials',
  'auth0Credentials',
  'username',
  'candidate',
  'remember_me',
] as const;

interface RestoredSession {
  candidate: Candidate;
}

/** Whether a session check's answer is a session of this career site (not another tenant's). */
export function isSessionHere(status: SessionStatus, client: string): boolean {
  return status.authenticated && status.client === client;
}

/**
 * On start: the server's session check decides whether anyone is signed in here; a session of
 * another career site on the same host does not count. `known` is the check's answer the page
 * came with, if any: it saves the round trip.
 */
export async function restoreSession(
  client: string,
  api: ApiClient = apiClient,
  known?: SessionStatus,
): Promise<RestoredSession | null> {
  const status = known ?? (await fetchSessionStatus(api));
  if (!isSessionHere(status, client)) return null;
  const candidate = await fetchCurrentCandidate(client, api);
  return candidate.locked === 't' ? null : { candidate };
}

export type StartingSession =
  | { signedIn: false }
  | { signedIn: true; candidate: Candidate; returning: boolean; rememberMe: boolean };

/**
 * On start (spec 1 §4 Session): apply the stored token rules, then ask the server. Without a
 * session the signed-in values are dropped; with one they are renewed. A failed check counts
 * as signed out for now but keeps the values, so a later page load can still restore them.
 */
export async function startSession(
  client: string,
  onApplyLinkPage: boolean,
  known?: SessionStatus,
): Promise<StartingSession> {
  restoreStoredTokens(Date.now(), onApplyLinkPage);
  let restored;
  try {
    restored = await restoreSession(client, apiClient, known);
  } catch {
    return { signedIn: false };
  }
  if (!restored) {
    clearStoredSession(SIGNED_IN_KEYS);
    return { signedIn: false };
  }
  touchStored();
  const { candidate } = restored;
  // Sessions come from password sign-in, so a user without a stored copy is returning.
  const returning = readStoredReturning(candidate.candidateId) ?? true;
  return { signedIn: true, candidate, returning, rememberMe: readRememberMe() };
}
