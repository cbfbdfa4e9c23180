/** The session calls every page may need (spec 1 §7): check, current candidate, logout. */
import type { Candidate, SessionStatus } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer, type ApiClient } from '../../lib/api-client';

const SESSION_PATH = '/rest/session';

export function fetchSessionStatus(api: ApiClient = apiClient): Promise<SessionStatus> {
  return api.get<SessionStatus>(SESSION_PATH);
}

/**
 * The session check's answer the page came with (decision 0030), once: the server asked it
 * with this browser's cookie, so the first render already knows whether anyone is signed in.
 */
export function pageSessionStatus(): SessionStatus | undefined {
  return initialAnswer<SessionStatus>(SESSION_PATH);
}

export function fetchCurrentCandidate(
  client: string,
  api: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Candidate> {
  return api.get<Candidate>(apiPath('private', 'candidate', client, 'current'), signal);
}

export function logout(
  api: ApiClient = apiClient,
): Promise<{ status: 'Success'; endSessionUrl?: string }> {
  return api.request('/rest/logout', { method: 'POST' });
}
