import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache.js';

afterEach(() => vi.useRealTimers());

describe('search cache', () => {
  it('answers repeated searches from memory until the TTL passes', async () => {
    vi.useFakeTimers();
    const cache = new SearchCache<number>(5_000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('q', load)).toBe(1);
    expect(await cache.get('q', load)).toBe(1);
    vi.advanceTimersByTime(5_001);
    expect(await cache.get('q', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = new SearchCache<string>(5_000);
    const load = vi.fn(async () => 'answer');
    await Promise.all([cache.get('q', load), cache.get('q', load), cache.get('q', load)]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(cache.get('bad', failing)).rejects.toThrow('database down');
    await expect(cache.get('bad', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the oldest, and can be cleared', async () => {
    const cache = new SearchCache<string>(5_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 'a again');
    expect(await cache.get('a', reload)).toBe('a again');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not cache when the TTL is zero', async () => {
    const cache = new SearchCache<number>(0);
    const load = vi.fn(async () => 1);
    await cache.get('q', load);
    await cache.get('q', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
