/**
 * The attempts this process last wrote, so a form save can write without reading first
 * (APPLY_ATTEMPT_CACHE_SECONDS, decision 0025). Nothing here is trusted: a save writes only
 * over the version it validated against (attempt-store.ts), so a stale entry (another
 * instance saved, a continue link moved the secret, the attempt was completed, expired or
 * purged) costs one UPDATE that changes nothing, and the save reads the attempt as usual.
 *
 * Entries hold answers, which are personal data: each lives at most the configured time, the
 * resume XML is never kept, and the purge of expired attempts and the erasure of a candidate
 * drop theirs at once in this process (other instances' copies end with their time).
 */
import type { CachedAttempt, SavedAttempt } from './attempt-store.js';

/** Enough for every visitor of a busy site mid-application; the oldest go first. */
const MAX_ENTRIES = 5000;

interface Entry {
  cached: CachedAttempt;
  until: number;
}

const entries = new Map<string, Entry>();
let lifetimeMs = 60_000;

const keyOf = (tenantId: number, secretHash: string) => `${tenantId}:${secretHash}`;

/** How long an entry is kept; 0 turns the cache off (and empties it). */
export function setAttemptCacheSeconds(seconds: number): void {
  lifetimeMs = seconds * 1000;
  if (lifetimeMs === 0) entries.clear();
}

export const attemptCache = {
  get(tenantId: number, secretHash: string, now = Date.now()): CachedAttempt | undefined {
    const key = keyOf(tenantId, secretHash);
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry.cached;
    entries.delete(key);
    return undefined;
  },

  keep(
    {
      attempt,
      stream,
    }: { attempt: SavedAttempt & { resumeXml?: string | null }; stream: CachedAttempt['stream'] },
    now = Date.now(),
  ): void {
    if (lifetimeMs === 0) return;
    const { resumeXml: _never, ...kept } = attempt;
    const key = keyOf(attempt.tenantId, attempt.secretHash);
    // Re-inserted, so the Map's order is the order of last use.
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { cached: { attempt: kept, stream }, until: now + lifetimeMs });
  },

  forget(tenantId: number, secretHash: string): void {
    entries.delete(keyOf(tenantId, secretHash));
  },

  /** Drops every entry (what a fresh process starts with). */
  forgetAll(): void {
    entries.clear();
  },

  /** Drops the entries of these attempts (purged) or of this candidate (erased). */
  forgetWhere(matches: (attempt: SavedAttempt) => boolean): void {
    for (const [key, entry] of entries) if (matches(entry.cached.attempt)) entries.delete(key);
  },
};
