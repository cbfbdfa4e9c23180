import type { Candidate, CandidateUpdate } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

/** Update candidate (spec 1 §7): only the fields sent change; empty strings change nothing. */
export function updateCandidate(
  client: string,
  update: CandidateUpdate,
  api: ApiClient = apiClient,
): Promise<Candidate> {
  return api.request<Candidate>(apiPath('private', 'candidate', client), {
    method: 'POST',
    body: update,
  });
}
