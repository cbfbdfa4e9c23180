/**
 * "Candidate exists by username and client name" (spec 2 §7), asked when an e-mail field
 * with an existence check is left (spec 2 §5). The call belongs to the candidate flow
 * (`GET /rest/public/candidate/{client}/exists?username=`, contract CandidateExistsResult);
 * this is the one place the engine asks it.
 */
import { isApiError } from '../../../lib/api-error';
import { apiClient, apiPath, type ApiClient } from '../../../lib/api-client';

/** True or false when the server knows; null when it cannot say (no such call, offline). */
export async function candidateExists(
  client: string,
  username: string,
  signal?: AbortSignal,
  api: ApiClient = apiClient,
): Promise<boolean | null> {
  const query = new URLSearchParams({ username });
  try {
    const result = await api.request<{ exists: boolean }>(
      `${apiPath('public', 'candidate', client, 'exists')}?${query.toString()}`,
      signal ? { signal } : {},
    );
    return result.exists;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
