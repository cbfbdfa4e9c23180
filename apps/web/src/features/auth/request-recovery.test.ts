import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createRequestRecovery, type RecoveryContext } from './request-recovery';

const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'Unauthorized Access (401)');
const offline = () => new ApiError(0, 'NETWORK_ERROR', 'offline');

const PROFILE: RecoveryContext = {
  onProfilePath: true,
  onLoginPage: false,
  hasTokenParam: false,
  signInOpen: false,
};

function setUp(context: Partial<RecoveryContext> = {}) {
  const recover = vi.fn();
  const recovery = createRequestRecovery({ context: () => ({ ...PROFILE, ...context }), recover });
  return { recover, recovery };
}

/** A request that fails with the given error the first `failures` times, then answers. */
function flaky(error: () => Error, failures = 1) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw error();
    return 'answer';
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request recovery', () => {
  it('passes answers and other errors through untouched', async () => {
    const { recovery, recover } = setUp();
    await expect(recovery.run(async () => 42)).resolves.toBe(42);
    const notFound = new ApiError(404, 'JOB_NOT_FOUND', 'gone');
    await expect(recovery.run(() => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(recover).not.toHaveBeenCalled();
  });

  it.each([
    ['401', unauthorized],
    ['a network failure', offline],
  ])(
    'on %s on a profile path, recovers once and retries the queued requests after sign-in',
    async (_name, error) => {
      const { recovery, recover } = setUp();
      const first = flaky(error);
      const second = flaky(error);
      const results = [recovery.run(first), recovery.run(second)];
      await settled();
      expect(recover).toHaveBeenCalledOnce();
      expect(recovery.pending).toBe(2);

      recovery.resume();
      await expect(Promise.all(results)).resolves.toEqual(['answer', 'answer']);
      expect(first).toHaveBeenCalledTimes(2);
      expect(recovery.pending).toBe(0);
    },
  );

  it('fails the queued requests when sign-in is cancelled', async () => {
    const { recovery } = setUp();
    const result = recovery.run(flaky(unauthorized));
    await settled();
    recovery.abandon(new Error('cancelled'));
    await expect(result).rejects.toThrow('cancelled');
  });

  it.each<[string, Partial<RecoveryContext>]>([
    ['on the login page', { onLoginPage: true }],
    ['with a token query parameter', { hasTokenParam: true }],
    ['off the profile paths', { onProfilePath: false }],
    ['while the sign-in modal is open', { signInOpen: true }],
  ])('rejects at once %s', async (_name, context) => {
    const { recovery, recover } = setUp(context);
    await expect(recovery.run(flaky(unauthorized))).rejects.toMatchObject({ status: 401 });
    expect(recover).not.toHaveBeenCalled();
  });

  it('starts a new recovery after the previous one ended', async () => {
    const { recovery, recover } = setUp();
    const first = recovery.run(flaky(unauthorized));
    await settled();
    recovery.resume();
    await first;
    const second = recovery.run(flaky(unauthorized));
    await settled();
    expect(recover).toHaveBeenCalledTimes(2);
    recovery.resume();
    await expect(second).resolves.toBe('answer');
  });
});
