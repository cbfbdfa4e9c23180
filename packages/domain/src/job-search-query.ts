import { DEFAULT_PAGE_SIZE, MAX_FILTER_LENGTH, MAX_SEARCH_QUERY_LENGTH } from './constants.js';

/**
 * The career home's search lives in the page's URL (`?q=&category=&location=&page=`), so back
 * and forward, reloads and shared links all restore it. The web app maps between the two; the
 * server uses the same mapping to send the search's first answer with the page.
 */
export interface JobSearchState {
  q: string;
  category: string;
  location: string;
  /** 1-based. */
  page: number;
}

export const EMPTY_JOB_SEARCH: JobSearchState = { q: '', category: '', location: '', page: 1 };

/** The API rejects larger pages with 400; a hand-edited URL should not produce an error. */
const MAX_PAGE = 10_000;

function readText(params: URLSearchParams, name: string, maxLength: number): string {
  return (params.get(name) ?? '').trim().slice(0, maxLength);
}

function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d{1,5}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

export function jobSearchStateFromParams(params: URLSearchParams): JobSearchState {
  return {
    q: readText(params, 'q', MAX_SEARCH_QUERY_LENGTH),
    category: readText(params, 'category', MAX_FILTER_LENGTH),
    location: readText(params, 'location', MAX_FILTER_LENGTH),
    page: readPage(params),
  };
}

/** Only what differs from the defaults, so the plain home page keeps a plain URL. */
export function jobSearchStateToParams(state: JobSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.location) params.set('location', state.location);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Query string for GET /rest/public/jobsearch/{client}. */
export function jobSearchApiQuery(state: JobSearchState): URLSearchParams {
  const params = jobSearchStateToParams({ ...state, page: 1 });
  params.set('page', String(state.page));
  params.set('pageSize', String(DEFAULT_PAGE_SIZE));
  return params;
}
