import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { forgotPasswordAnswer, forgotPasswordFailure } from './forgot-password-outcome';

describe('forgot-password outcome', () => {
  it('confirms only on the exact sent string', () => {
    expect(
      forgotPasswordAnswer('Your password reset link has been sent to your mail account.'),
    ).toEqual({ kind: 'sent' });
    expect(
      forgotPasswordAnswer('Your password reset link has been sent to your mail account'),
    ).toEqual({
      kind: 'message',
      message: 'Your password reset link has been sent to your mail account',
    });
  });

  it('shows any other string as a message, and treats anything else as a failure', () => {
    expect(forgotPasswordAnswer('Mail is down')).toEqual({
      kind: 'message',
      message: 'Mail is down',
    });
    expect(forgotPasswordAnswer({ status: 'x' }).kind).toBe('failed');
  });

  it('sets the network-error state on a network failure only', () => {
    expect(forgotPasswordFailure(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toEqual({
      kind: 'networkError',
    });
    expect(forgotPasswordFailure(new ApiError(429, 'RATE_LIMITED', 'slow down')).kind).toBe(
      'failed',
    );
  });
});
