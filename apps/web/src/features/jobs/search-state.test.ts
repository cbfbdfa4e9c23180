import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  hasSearchCriteria,
  nextSearchState,
  pageCount,
  searchStateFromParams,
  searchStateToApiQuery,
  searchStateToParams,
} from './search-state';

const params = (query: string) => new URLSearchParams(query);

describe('searchStateFromParams', () => {
  it('reads every field', () => {
    expect(
      searchStateFromParams(params('q=data&category=Engineering&location=Austin%2C+TX&page=3')),
    ).toEqual({ q: 'data', category: 'Engineering', location: 'Austin, TX', page: 3 });
  });

  it('defaults missing fields', () => {
    expect(searchStateFromParams(params(''))).toEqual(EMPTY_SEARCH);
  });

  it('repairs hand-edited values instead of sending the API something it rejects', () => {
    expect(searchStateFromParams(params('page=0')).page).toBe(1);
    expect(searchStateFromParams(params('page=-2')).page).toBe(1);
    expect(searchStateFromParams(params('page=two')).page).toBe(1);
    expect(searchStateFromParams(params('page=99999')).page).toBe(10000);
    expect(searchStateFromParams(params(`q=${'x'.repeat(500)}`)).q).toHaveLength(200);
    expect(searchStateFromParams(params('q=++spaced++')).q).toBe('spaced');
  });
});

describe('searchStateToParams', () => {
  it('round-trips through the URL', () => {
    const state = { q: 'a&b', category: 'Sales', location: 'Paris, France', page: 2 };
    expect(searchStateFromParams(searchStateToParams(state))).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(searchStateToParams(EMPTY_SEARCH).toString()).toBe('');
    expect(searchStateToParams({ ...EMPTY_SEARCH, q: 'x' }).toString()).toBe('q=x');
  });
});

describe('nextSearchState', () => {
  const current = { q: 'a', category: 'Sales', location: '', page: 4 };

  it('goes back to page 1 when the search changes', () => {
    expect(nextSearchState(current, { category: '' })).toEqual({
      ...current,
      category: '',
      page: 1,
    });
  });

  it('keeps the criteria when only the page changes', () => {
    expect(nextSearchState(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });
});

describe('searchStateToApiQuery', () => {
  it('always names the page and the page size', () => {
    expect(searchStateToApiQuery(EMPTY_SEARCH).toString()).toBe('page=1&pageSize=20');
    expect(searchStateToApiQuery({ ...EMPTY_SEARCH, q: 'go', page: 2 }).toString()).toBe(
      'q=go&page=2&pageSize=20',
    );
  });
});

describe('helpers', () => {
  it('knows whether anything narrows the search', () => {
    expect(hasSearchCriteria(EMPTY_SEARCH)).toBe(false);
    expect(hasSearchCriteria({ ...EMPTY_SEARCH, location: 'Remote' })).toBe(true);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(48, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});
