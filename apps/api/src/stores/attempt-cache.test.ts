import { afterEach, describe, expect, it } from 'vitest';
import { attemptCache, setAttemptCacheSeconds } from './attempt-cache.js';
import type { AttemptRow, StreamRow } from './attempt-store.js';
import { forgetCandidateAttempts } from './attempt-store.js';

const at = new Date('2026-01-01T00:00:00Z');
const NOW = at.getTime();

function entry(
  tenantId: number,
  secretHash: string,
  extra: Partial<AttemptRow> = {},
): { attempt: AttemptRow; stream: StreamRow } {
  return {
    attempt: {
      id: 1,
      tenantId,
      secretHash,
      applyStreamId: 1,
      requisitionId: null,
      candidateId: null,
      completedFormIds: [],
      answers: { '1': { firstName: 'Ada' } },
      expiresAt: at,
      completedAt: null,
      version: 0,
      resumeXml: null,
      createdAt: at,
      updatedAt: at,
      ...extra,
    },
    stream: {
      id: 1,
      tenantId,
      key: 'full-apply',
      name: 'Full apply',
      flowType: 'apply',
      onboardingDueDays: null,
      requisitionId: null,
      createdAt: at,
      updatedAt: at,
    },
  };
}

afterEach(() => setAttemptCacheSeconds(60));

describe('the attempt cache', () => {
  it('keeps an attempt per tenant and secret, for its lifetime only', () => {
    setAttemptCacheSeconds(60);
    attemptCache.keep(entry(1, 'same'), NOW);
    expect(attemptCache.get(1, 'same', NOW + 59_999)?.attempt.answers).toEqual({
      '1': { firstName: 'Ada' },
    });
    expect(attemptCache.get(2, 'same', NOW)).toBeUndefined();
    expect(attemptCache.get(1, 'same', NOW + 60_000)).toBeUndefined();
    // Gone, not only hidden: a later read inside the old lifetime does not find it either.
    expect(attemptCache.get(1, 'same', NOW)).toBeUndefined();
  });

  it('never keeps the resume XML an attempt holds', () => {
    attemptCache.keep(entry(1, 'with-resume', { resumeXml: '<resume>Ada</resume>' }), NOW);
    const cached = attemptCache.get(1, 'with-resume', NOW);
    expect(cached).toBeDefined();
    expect(cached?.attempt).not.toHaveProperty('resumeXml');
  });

  it('keeps nothing when turned off, and forgets what it had', () => {
    attemptCache.keep(entry(1, 'before'), NOW);
    setAttemptCacheSeconds(0);
    expect(attemptCache.get(1, 'before', NOW)).toBeUndefined();
    attemptCache.keep(entry(1, 'after'), NOW);
    expect(attemptCache.get(1, 'after', NOW)).toBeUndefined();
  });

  it('forgets an erased candidate\u2019s attempts, and only theirs', () => {
    attemptCache.keep(entry(3, 'theirs', { id: 10, candidateId: 7 }), NOW);
    attemptCache.keep(entry(3, 'someone-else', { id: 11, candidateId: 8 }), NOW);
    attemptCache.keep(entry(4, 'other-tenant', { id: 12, candidateId: 7 }), NOW);
    forgetCandidateAttempts(3, 7);
    expect(attemptCache.get(3, 'theirs', NOW)).toBeUndefined();
    expect(attemptCache.get(3, 'someone-else', NOW)).toBeDefined();
    expect(attemptCache.get(4, 'other-tenant', NOW)).toBeDefined();
  });

  it('drops the least recently written first once 5000 are kept', () => {
    attemptCache.keep(entry(7, 'first'), NOW);
    attemptCache.keep(entry(7, 'second'), NOW);
    // Written again: now the most recent.
    attemptCache.keep(entry(7, 'first'), NOW);
    for (let n = 0; n < 4999; n += 1) attemptCache.keep(entry(7, `filler-${n}`), NOW);
    expect(attemptCache.get(7, 'second', NOW)).toBeUndefined();
    expect(attemptCache.get(7, 'first', NOW)).toBeDefined();
    expect(attemptCache.get(7, 'filler-0', NOW)).toBeDefined();
  });
});
