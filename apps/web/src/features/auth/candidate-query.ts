import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { fetchCurrentCandidate } from './session-api';
import type { RequestRecovery } from './request-recovery';

export const CANDIDATE_QUERY_ROOT = 'candidate';

export const currentCandidateKey = (client: string) =>
  [CANDIDATE_QUERY_ROOT, client, 'current'] as const;

/** The signed-in candidate; a 401 on a profile page goes through sign-in and retries. */
export function currentCandidateQueryOptions(client: string, recovery: RequestRecovery) {
  return queryOptions({
    queryKey: currentCandidateKey(client),
    queryFn: ({ signal }) => recovery.run(() => fetchCurrentCandidate(client, apiClient, signal)),
  });
}
