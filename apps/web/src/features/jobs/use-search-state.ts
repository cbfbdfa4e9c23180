import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_SEARCH,
  nextSearchState,
  searchStateFromParams,
  searchStateToParams,
  type SearchState,
} from './search-state';

/** The search state of the career home, read from and written to the URL query. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchStateFromParams(params), [params]);

  const updateSearch = useCallback(
    (change: Partial<SearchState>) =>
      setParams(searchStateToParams(nextSearchState(search, change))),
    [search, setParams],
  );
  const clearSearch = useCallback(() => setParams(searchStateToParams(EMPTY_SEARCH)), [setParams]);

  return { search, updateSearch, clearSearch };
}
