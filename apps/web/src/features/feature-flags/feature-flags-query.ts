import { queryOptions } from '@tanstack/react-query';
import { resolveFeatureFlags, type FeatureFlags } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

/** The tenant's feature flags (spec 1 §7), over the domain's defaults for any it lacks. */
export function featureFlagsQueryOptions(client: string, api: ApiClient = apiClient) {
  return queryOptions({
    queryKey: ['featureFlags', client],
    queryFn: async ({ signal }): Promise<FeatureFlags> =>
      resolveFeatureFlags(
        await api.get<Record<string, unknown>>(apiPath('public', 'featureflags', client), signal),
      ),
    // Flags change with the tenant's configuration, not while someone browses.
    staleTime: Infinity,
  });
}
