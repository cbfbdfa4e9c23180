import { queryOptions } from '@tanstack/react-query';
import { LIST_CACHE_MS, type ListItem } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer, type ApiClient } from '../../lib/api-client';
import { readCachedList, writeCachedList } from './list-cache';

/**
 * A tenant list (spec 2 §7 "Active list by name"). A stored copy serves at once and counts
 * as fresh until 5 hours after it was fetched (its stamp); after that the list is fetched
 * again and stored with a new stamp. The clock is the browser's, read through Date.now().
 */
export function listQueryOptions(client: string, name: string, api: ApiClient = apiClient) {
  let started: { items: ListItem[]; stamp: number } | undefined | null = null;
  const start = () => {
    if (started !== null) return started;
    // The page's own copy is the newest: it is stored (stamped now) like a fetched one.
    const sent = initialAnswer<ListItem[]>(apiPath('public', 'lists', client, name));
    if (sent === undefined) {
      started = readCachedList(client, name);
    } else {
      const stamp = Date.now();
      writeCachedList(client, name, sent, stamp);
      started = { items: sent, stamp };
    }
    return started;
  };
  return queryOptions({
    queryKey: ['list', client, name.toLowerCase()],
    queryFn: async ({ signal }) => {
      const items = await api.get<ListItem[]>(apiPath('public', 'lists', client, name), signal);
      writeCachedList(client, name, items);
      return items;
    },
    // Read once for both: the stored copy is parsed and checked item by item.
    initialData: () => start()?.items,
    initialDataUpdatedAt: () => start()?.stamp,
    staleTime: LIST_CACHE_MS,
    // A list nobody shows is kept as long as it stays fresh: it is small.
    gcTime: LIST_CACHE_MS,
  });
}
