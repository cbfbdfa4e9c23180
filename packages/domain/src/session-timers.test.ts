import { describe, expect, it } from 'vitest';
import {
  bearerRefreshDelay,
  canRestoreBearer,
  canRestoreTemporary,
  canReuseTemporary,
  inactivityMessage,
  inactivityWarningAt,
  temporaryRenewDelay,
} from './session-timers.js';

const MINUTE = 60_000;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('session timers (spec 1 §4)', () => {
  it('restores a bearer token only with more than 8 minutes left', () => {
    expect(canRestoreBearer(now + 8 * MINUTE + 1, now)).toBe(true);
    expect(canRestoreBearer(now + 8 * MINUTE, now)).toBe(false);
  });

  it('restores a temporary token only on apply link pages with more than 6 minutes left', () => {
    expect(canRestoreTemporary(now + 7 * MINUTE, now, true)).toBe(true);
    expect(canRestoreTemporary(now + 7 * MINUTE, now, false)).toBe(false);
    expect(canRestoreTemporary(now + 6 * MINUTE, now, true)).toBe(false);
  });

  it('reuses a temporary token above 5 minutes and renews it 5 minutes before expiry', () => {
    expect(canReuseTemporary(now + 5 * MINUTE + 1, now)).toBe(true);
    expect(canReuseTemporary(now + 5 * MINUTE, now)).toBe(false);
    expect(temporaryRenewDelay(now + 30 * MINUTE, now)).toBe(25 * MINUTE);
    expect(temporaryRenewDelay(now + 2 * MINUTE, now)).toBe(0);
  });

  it('refreshes a bearer token 15 minutes early when more than 45 remain, else 5', () => {
    expect(bearerRefreshDelay(now + 60 * MINUTE, now)).toBe(45 * MINUTE);
    expect(bearerRefreshDelay(now + 45 * MINUTE, now)).toBe(40 * MINUTE);
    expect(bearerRefreshDelay(now + 10 * MINUTE, now)).toBe(5 * MINUTE);
    expect(bearerRefreshDelay(now + 3 * MINUTE, now)).toBe(0);
  });

  it('warns of inactivity 60 s before the maximum session time, with the spec\u2019s words', () => {
    expect(inactivityWarningAt(now, 30 * MINUTE)).toBe(now + 29 * MINUTE);
    expect(inactivityMessage(42)).toBe(
      'Hey! You will be logged off in 42 Seconds due to inactivity. Click here to continue',
    );
  });
});
