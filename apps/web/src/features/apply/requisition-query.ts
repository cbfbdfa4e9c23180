import { queryOptions } from '@tanstack/react-query';
import { NO_REQUISITION_ID_MESSAGE, type Requisition } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer, type ApiClient } from '../../lib/api-client';

/**
 * The requisition by id (spec 2 §7). Asked without one, the lookup rejects with the spec's
 * 'no requisitionId found' (spec 2 §8) instead of asking the server for requisition 0.
 */
export function fetchRequisition(
  client: string,
  requisitionId: number | null,
  signal?: AbortSignal,
  api: ApiClient = apiClient,
): Promise<Requisition> {
  if (requisitionId === null || !Number.isSafeInteger(requisitionId) || requisitionId <= 0)
    return Promise.reject(new Error(NO_REQUISITION_ID_MESSAGE));
  return api.get<Requisition>(
    apiPath('public', 'requisition', client, 'id', requisitionId),
    signal,
  );
}

export function requisitionQueryOptions(client: string, requisitionId: number) {
  const path = apiPath('public', 'requisition', client, 'id', requisitionId);
  return queryOptions({
    queryKey: ['requisition', client, requisitionId],
    queryFn: ({ signal }) => fetchRequisition(client, requisitionId, signal),
    initialData: () => initialAnswer<Requisition>(path),
  });
}
