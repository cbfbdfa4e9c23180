import { describe, expect, it } from 'vitest';
import type { AttemptWithStream } from './find-attempt.js';
import { keptAttempts } from './kept-attempts.js';

const at = new Date('2026-01-01T00:00:00Z');

function entry(tenantId: number, secretHash: string): AttemptWithStream {
  return {
    attempt: {
      id: 1,
      tenantId,
      secretHash,
      applyStreamId: 1,
      requisitionId: null,
      candidateId: null,
      completedFormIds: [],
      answers: {},
      expiresAt: at,
      completedAt: null,
      version: 0,
      resumeXml: null,
      createdAt: at,
      updatedAt: at,
    },
    stream: {
      id: 1,
      tenantId,
      key: 'full-apply',
      name: 'Full apply',
      flowType: 'apply',
      requisitionId: null,
      createdAt: at,
      updatedAt: at,
    },
  };
}

describe('kept attempts', () => {
  it('are kept per tenant and secret', () => {
    keptAttempts.keep(entry(1, 'same'));
    expect(keptAttempts.get(1, 'same')?.attempt.tenantId).toBe(1);
    expect(keptAttempts.get(2, 'same')).toBeUndefined();
    keptAttempts.forget(1, 'same');
    expect(keptAttempts.get(1, 'same')).toBeUndefined();
  });

  it('drop the least recently written first once 5000 are kept', () => {
    keptAttempts.keep(entry(7, 'first'));
    keptAttempts.keep(entry(7, 'second'));
    // Written again: now the most recent.
    keptAttempts.keep(entry(7, 'first'));
    for (let n = 0; n < 4999; n += 1) keptAttempts.keep(entry(7, `filler-${n}`));
    expect(keptAttempts.get(7, 'second')).toBeUndefined();
    expect(keptAttempts.get(7, 'first')).toBeDefined();
    expect(keptAttempts.get(7, 'filler-0')).toBeDefined();
  });
});
