/** The session calls every page may need (spec 1 §7): check, current candidate, logout. */
import type { Candidate, SessionStatus } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

export function fetchSessionStatus(api: ApiClient = apiClient): Promise<SessionStatus> {
  return api.get<SessionStatus>('/rest/session');
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
