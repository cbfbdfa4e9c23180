import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Job, JobSearchResult } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer } from '../../lib/api-client';
import { searchStateToApiQuery, type SearchState } from './search-state';

export function jobSearchQueryOptions(client: string, search: SearchState) {
  const path = `${apiPath('public', 'jobsearch', client)}?${searchStateToApiQuery(search).toString()}`;
  return queryOptions({
    queryKey: ['jobSearch', client, search],
    queryFn: ({ signal }) => apiClient.get<JobSearchResult>(path, signal),
    initialData: () => initialAnswer<JobSearchResult>(path),
    // Keep showing the last results while the next page or filter loads, instead of a blank.
    placeholderData: keepPreviousData,
  });
}

export function jobQueryOptions(client: string, jobId: number) {
  const path = apiPath('public', 'job', client, 'id', jobId);
  return queryOptions({
    queryKey: ['job', client, jobId],
    queryFn: ({ signal }) => apiClient.get<Job>(path, signal),
    initialData: () => initialAnswer<Job>(path),
  });
}
