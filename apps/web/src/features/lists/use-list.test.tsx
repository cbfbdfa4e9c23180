import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { LIST_CACHE_MS, type ListItem } from '@talentgate/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { siteWrapper } from '../../test/site-wrapper';
import { readCachedList } from './list-cache';
import { useList, useListLabel } from './use-list';

const ITEMS: ListItem[] = [
  {
    value: 'Engineering',
    label: 'Engineering',
    labels: { es: 'Ingeniería' },
    listId: 4,
    sortOrder: 1,
  },
  { value: 'Finance', label: 'Finance', labels: {}, listId: 4, sortOrder: 2 },
];

const START = new Date('2026-03-02T09:00:00Z').getTime();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // Only the clock is controlled: queries still run on real timers and promises.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  fetchMock = vi.fn(async () => json(200, ITEMS));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A fresh page: a new query client, the same local storage. */
async function loadOnNewPage(name = 'AreaOfInterest') {
  const { Wrapper } = siteWrapper();
  const { result } = renderHook(() => useList(name), { wrapper: Wrapper });
  await waitFor(() => expect(result.current.data).toEqual(ITEMS));
  // Give a fetch the query decides on at mount the time to reach the server.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('useList (spec 2 §7, §9: lists cached locally, re-fetched after 5 hours)', () => {
  it('fetches a list once and stores it with a date stamp', async () => {
    await loadOnNewPage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/public/lists/demo/AreaOfInterest');
    expect(readCachedList('demo', 'AreaOfInterest')).toEqual({ stamp: START, items: ITEMS });
  });

  it('serves the stored list for 5 hours without asking the server', async () => {
    await loadOnNewPage();
    vi.setSystemTime(START + LIST_CACHE_MS - 1);
    await loadOnNewPage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches the list again once the stored copy is 5 hours old, and stamps it anew', async () => {
    await loadOnNewPage();
    vi.setSystemTime(START + LIST_CACHE_MS);
    await loadOnNewPage();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(readCachedList('demo', 'AreaOfInterest')?.stamp).toBe(START + LIST_CACHE_MS),
    );
  });

  it('keeps each tenant\u2019s and each list\u2019s copy apart', async () => {
    await loadOnNewPage('AreaOfInterest');
    await loadOnNewPage('YesNo');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readCachedList('other', 'AreaOfInterest')).toBeUndefined();
  });

  it('ignores a stored copy it cannot read', async () => {
    localStorage.setItem('tg-list:demo:areaofinterest', '{"stamp":"yesterday","data":[]}');
    await loadOnNewPage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useListLabel', () => {
  it('labels a value in the page\u2019s language, and leaves unknown values as they are', async () => {
    const { Wrapper } = siteWrapper({ language: 'es' });
    const { result } = renderHook(() => useListLabel('AreaOfInterest'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current('Engineering')).toBe('Ingeniería'));
    expect(result.current('Finance')).toBe('Finance');
    expect(result.current('Astronomy')).toBe('Astronomy');
  });
});
