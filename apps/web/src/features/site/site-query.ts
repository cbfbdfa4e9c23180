import { queryOptions } from '@tanstack/react-query';
import type { SiteConfig } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer } from '../../lib/api-client';

export function siteQueryOptions(client: string) {
  return queryOptions({
    queryKey: ['site', client],
    queryFn: ({ signal }) => apiClient.get<SiteConfig>(apiPath('public', 'site', client), signal),
    initialData: () => initialAnswer<SiteConfig>(apiPath('public', 'site', client)),
    // A tenant's name and languages do not change while someone browses.
    staleTime: Infinity,
  });
}
