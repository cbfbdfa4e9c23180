import { EMPTY_JOB_SEARCH, type JobSearchState } from '@talentgate/domain';

/**
 * The career home's search state, kept in the URL. The mapping between the two (and to the
 * API's query) is shared with the server, which sends a search's first answer with the page.
 */
export type SearchState = JobSearchState;
export const EMPTY_SEARCH: SearchState = EMPTY_JOB_SEARCH;
export {
  jobSearchApiQuery as searchStateToApiQuery,
  jobSearchStateFromParams as searchStateFromParams,
  jobSearchStateToParams as searchStateToParams,
} from '@talentgate/domain';

/** Any change other than turning the page starts again at page 1. */
export function nextSearchState(current: SearchState, change: Partial<SearchState>): SearchState {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

export function hasSearchCriteria(state: SearchState): boolean {
  return state.q !== '' || state.category !== '' || state.location !== '';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
}
