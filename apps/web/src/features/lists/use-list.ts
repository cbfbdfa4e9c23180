import { listItemLabel, type ListItem } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';
import { listQueryOptions } from './list-query';

/** The active items of the tenant's list `name`, from the browser's copy while it is fresh. */
export function useList(name: string) {
  return useQuery(listQueryOptions(useClient(), name));
}

export interface ListOption {
  value: string;
  label: string;
}

/** The list's items as options labelled in the page's language, in sort order. */
export function useListOptions(name: string) {
  const list = useList(name);
  const language = useLanguage();
  const options = useMemo<ListOption[]>(
    () =>
      (list.data ?? []).map((item: ListItem) => ({
        value: item.value,
        label: listItemLabel(item, language),
      })),
    [list.data, language],
  );
  return { ...list, options };
}

/**
 * Shows a stored value with its list label in the page's language: a category value becomes
 * "Ingeniería" on a Spanish page. A value the list lacks (or a list not loaded yet) shows as is.
 */
export function useListLabel(name: string): (value: string) => string {
  const { data } = useList(name);
  const language = useLanguage();
  const byValue = useMemo(() => new Map((data ?? []).map((item) => [item.value, item])), [data]);
  return useCallback(
    (value: string) => {
      const item = byValue.get(value);
      return item ? listItemLabel(item, language) : value;
    },
    [byValue, language],
  );
}
