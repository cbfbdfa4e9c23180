import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Job, JobSearchResult } from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';
import { searchStateToApiQuery, type SearchState } from './search-state';

export function jobSearchQueryOptions(client: string, search: SearchState) {
  return queryOptions({
    queryKey: ['jobSearch', client, search],
    queryFn: ({ signal }) =>
      apiClient.get<JobSearchResult>(
        `${apiPath('public', 'jobsearch', client)}?${searchStateToApiQuery(search).toString()}`,
        signal,
      ),
    // Keep showing the last results while the next page or filter loads, instead of a blank.
    placeholderData: keepPreviousData,
  });
}

export function jobQueryOptions(client: string, jobId: number) {
  return queryOptions({
    queryKey: ['job', client, jobId],
    queryFn: ({ signal }) =>
      apiClient.get<Job>(apiPath('public', 'job', client, 'id', jobId), signal),
  });
}
