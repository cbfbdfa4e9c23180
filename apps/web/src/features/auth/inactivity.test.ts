import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, watchInactivity } from './inactivity';

const MINUTE = 60_000;
const MAX = 30 * MINUTE;

function setUp() {
  const events: string[] = [];
  const watch = watchInactivity({
    maxSessionMs: MAX,
    onWarning: (deadline) => events.push(`warning until +${(deadline - START) / 1000}s`),
    onActive: () => events.push('active'),
    onTimeout: () => events.push('timeout'),
  });
  return { events, watch };
}

const START = Date.UTC(2026, 0, 1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('watchInactivity', () => {
  it('warns 60 s before the max session time and times out at it', () => {
    const { events } = setUp();
    vi.advanceTimersByTime(MAX - 60_001);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warning until +1800s']);
    vi.advanceTimersByTime(59_999);
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warning until +1800s', 'timeout']);
  });

  it('moves the warning when there was activity', () => {
    const { events, watch } = setUp();
    vi.advanceTimersByTime(10 * MINUTE);
    watch.activity();
    vi.advanceTimersByTime(MAX - 60_000 - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warning until +2400s']);
  });

  it('withdraws the warning on activity and starts over', () => {
    const { events, watch } = setUp();
    vi.advanceTimersByTime(MAX - 30_000);
    watch.activity();
    expect(events).toEqual(['warning until +1800s', 'active']);
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(2);
    vi.advanceTimersByTime(MAX - 120_000);
    expect(events.at(-1)).toBe('warning until +3570s');
  });

  it('lets a pointer move keep an idle session alive, but not withdraw the warning', () => {
    const { events, watch } = setUp();
    vi.advanceTimersByTime(10 * MINUTE);
    watch.activity('move');
    vi.advanceTimersByTime(MAX - 60_000);
    expect(events).toEqual(['warning until +2400s']);
    watch.activity('move');
    expect(events).toHaveLength(1);
    watch.activity();
    expect(events).toEqual(['warning until +2400s', 'active']);
  });

  it('times out on time after the clock jumped (a sleeping laptop)', () => {
    const { events } = setUp();
    vi.setSystemTime(START + 2 * MAX);
    vi.advanceTimersByTime(MAX - 60_000);
    expect(events).toEqual(['warning until +1800s', 'timeout']);
  });

  it('does nothing after stop', () => {
    const { events, watch } = setUp();
    watch.stop();
    vi.advanceTimersByTime(2 * MAX);
    watch.activity();
    expect(events).toEqual([]);
  });
});

describe('secondsUntil', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 1)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 61_000)).toBe(0);
  });
});
