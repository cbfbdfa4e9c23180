/**
 * The attempts this process last wrote, so a form save needs no read before its write
 * (decision 0025). Nothing here is trusted: a save writes only over the version it validated
 * against, and only while the secret, tenant, lifetime and completion still match
 * (save-attempt-form.ts). A stale entry (another process saved, a continue link moved the
 * secret, the attempt was completed, expired or purged) costs one UPDATE that changes nothing
 * and then the usual read; it never lets a write through.
 */
import type { AttemptWithStream } from './find-attempt.js';

/** Enough for every visitor of a busy site mid-application; the oldest go first. */
const MAX_KEPT_ATTEMPTS = 5000;

const kept = new Map<string, AttemptWithStream>();

const keyOf = (tenantId: number, secretHash: string) => `${tenantId}:${secretHash}`;

export const keptAttempts = {
  get(tenantId: number, secretHash: string): AttemptWithStream | undefined {
    return kept.get(keyOf(tenantId, secretHash));
  },

  keep(entry: AttemptWithStream): void {
    const key = keyOf(entry.attempt.tenantId, entry.attempt.secretHash);
    // Re-inserted, so the Map's order is the order of last use.
    kept.delete(key);
    if (kept.size >= MAX_KEPT_ATTEMPTS) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    kept.set(key, entry);
  },

  forget(tenantId: number, secretHash: string): void {
    kept.delete(keyOf(tenantId, secretHash));
  },
};
