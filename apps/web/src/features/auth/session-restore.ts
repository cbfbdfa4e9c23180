import type { Candidate } from '@talentgate/domain';
import { clearStoredSession, touchStored } from '../../lib/stored-session';
import { apiClient, type ApiClient } from '../../lib/api-client';
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

/**
 * On start: the server's session check decides whether anyone is signed in here; a session of
 * another career site on the same host does not count.
 */
export async function restoreSession(
  client: string,
  api: ApiClient = apiClient,
): Promise<RestoredSession | null> {
  const status = await fetchSessionStatus(api);
  if (!status.authenticated || status.client !== client) return null;
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
): Promise<StartingSession> {
  restoreStoredTokens(Date.now(), onApplyLinkPage);
  let restored;
  try {
    restored = await restoreSession(client);
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
