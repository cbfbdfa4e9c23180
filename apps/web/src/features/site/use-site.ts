import { useQuery } from '@tanstack/react-query';
import { useClient } from './client-context';
import { siteQueryOptions } from './site-query';

export function useSite() {
  return useQuery(siteQueryOptions(useClient()));
}
