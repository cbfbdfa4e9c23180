import type { TokenResponse } from '@talentgate/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { BEARER_RETRY_DELAY_MS, keepBearerFresh } from './bearer-refresh';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

const tokenFor = (minutes: number): TokenResponse => ({
  token: `t${minutes}`,
  expiry: Date.now() + minutes * MINUTE,
});

function setUp(initial: TokenResponse | null, answers: Array<() => Promise<TokenResponse>>) {
  const request = vi.fn(() => (answers.shift() ?? (() => Promise.resolve(tokenFor(60))))());
  const store = vi.fn();
  const onSessionLost = vi.fn();
  const refresher = keepBearerFresh({ initial, request, store, onSessionLost });
  return { request, store, onSessionLost, refresher };
}

describe('keepBearerFresh', () => {
  it('requests a token at once when none was restored, then 15 minutes before a 60-minute expiry', async () => {
    const { request, store } = setUp(null, []);
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledOnce();
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ token: 't60' }));
    await vi.advanceTimersByTimeAsync(45 * MINUTE - 1);
    expect(request).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('refreshes a restored 20-minute token 5 minutes before it ends', async () => {
    const { request } = setUp(tokenFor(20), []);
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledOnce();
  });

  it('ends the session when the refresh is refused', async () => {
    const refused = () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'no'));
    const { onSessionLost, store } = setUp(null, [refused]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(store).not.toHaveBeenCalled();
  });

  it('retries a transient failure a minute later', async () => {
    const offline = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    const { request, onSessionLost, store } = setUp(null, [offline]);
    await vi.advanceTimersByTimeAsync(BEARER_RETRY_DELAY_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(store).toHaveBeenCalledOnce();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('stops', async () => {
    const { request, refresher } = setUp(tokenFor(20), []);
    refresher.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(request).not.toHaveBeenCalled();
  });
});
