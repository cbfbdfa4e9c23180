/**
 * Tenant settings a flow reads: the feature flags (form naming, spec 2 §2) and the
 * EasyApplyStream list, whose item value names the easy-apply stream (spec 2 §7).
 */
import { queryOptions } from '@tanstack/react-query';
import { EASY_APPLY_STREAM_LIST } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer } from '../../../lib/api-client';

function flagsObject(flags: unknown): object {
  return typeof flags === 'object' && flags !== null ? flags : {};
}

export function featureFlagsQueryOptions(client: string) {
  return queryOptions({
    queryKey: ['featureFlags', client],
    queryFn: async ({ signal }) =>
      flagsObject(await apiClient.get<unknown>(apiPath('public', 'featureflags', client), signal)),
    initialData: () => {
      const sent = initialAnswer<unknown>(apiPath('public', 'featureflags', client));
      return sent === undefined ? undefined : flagsObject(sent);
    },
    staleTime: Infinity,
  });
}

/** "With form naming enabled, the path carries the form index and title slug". */
export function isFormNamingEnabled(flags: object | undefined): boolean {
  return flags !== undefined && Reflect.get(flags, 'formNamingEnabled') === true;
}

/**
 * A link's `easyApplyFlag=t` counts only where the tenant turned easy apply on (spec 2 §1);
 * elsewhere the visitor runs the usual flow, as the final submit treats them.
 */
export function isEasyApplyOn(flags: object | undefined, flagInQuery: boolean): boolean {
  return flagInQuery && flags !== undefined && Reflect.get(flags, 'easyApplyEnabled') === true;
}

export function easyApplyStreamKeyQueryOptions(client: string) {
  return streamKeyQueryOptions(client, EASY_APPLY_STREAM_LIST);
}

/** A stream named by a tenant list's one item (EasyApplyStream, DashboardStream); else null. */
export function streamKeyQueryOptions(client: string, listName: string) {
  return queryOptions({
    queryKey: ['list', client, listName, 'key'],
    queryFn: async ({ signal }) => {
      const items = await apiClient.get<unknown>(
        apiPath('public', 'lists', client, listName),
        signal,
      );
      const [first]: unknown[] = Array.isArray(items) ? items : [];
      const value: unknown =
        typeof first === 'object' && first !== null ? Reflect.get(first, 'value') : null;
      return typeof value === 'string' ? value : null;
    },
    staleTime: Infinity,
    retry: false,
  });
}
