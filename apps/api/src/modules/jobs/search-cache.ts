/**
 * Public job search answers, kept for a few seconds per app instance. A career site's
 * list changes a few times a day but is read constantly; the embedded database answers
 * a search in milliseconds, the cache in microseconds. Entries expire after the TTL
 * (so other instances' writes show up), and `clear()` drops them at once after a write
 * here. Concurrent misses for one key share a single database query.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMilliseconds: number,
    private readonly maxEntries = 2_000,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMilliseconds <= 0) return load();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;

    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMilliseconds });
    // A failed load must not be served to the next caller.
    value.catch(() => this.entries.delete(key));
    this.evictOldest();
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Maps keep insertion order, so the first keys are the oldest. */
  private evictOldest(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
