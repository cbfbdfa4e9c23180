import { queryOptions } from '@tanstack/react-query';
import type { Requisition } from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';

export function requisitionQueryOptions(client: string, requisitionId: number) {
  return queryOptions({
    queryKey: ['requisition', client, requisitionId],
    queryFn: ({ signal }) =>
      apiClient.get<Requisition>(
        apiPath('public', 'requisition', client, 'id', requisitionId),
        signal,
      ),
  });
}
