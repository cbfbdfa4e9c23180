import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { continueLinkProblem, takeContinueToken } from './continue-link-error';

describe('takeContinueToken', () => {
  it('takes the token out of the search and keeps the rest', () => {
    expect(takeContinueToken('?easyApplyFlag=t&token=abc&sId=3', 'token')).toEqual({
      token: 'abc',
      search: '?easyApplyFlag=t&sId=3',
    });
    expect(takeContinueToken('?token=abc', 'token')).toEqual({ token: 'abc', search: '' });
  });

  it('finds no token in a search without one, or with an empty one', () => {
    expect(takeContinueToken('?link=4', 'token')).toEqual({ token: null, search: '?link=4' });
    expect(takeContinueToken('?token=', 'token')).toEqual({ token: null, search: '' });
  });
});

describe('continueLinkProblem', () => {
  it.each([
    ['CONTINUE_LINK_USED', 410, 'used'],
    ['CONTINUE_LINK_EXPIRED', 410, 'expired'],
    ['CONTINUE_LINK_INVALID', 400, 'invalid'],
    ['VALIDATION_FAILED', 400, 'invalid'],
    ['NETWORK_ERROR', 0, 'failed'],
    ['RATE_LIMITED', 429, 'failed'],
  ] as const)('reads %s as %s', (code, status, problem) => {
    expect(continueLinkProblem(new ApiError(status, code, 'message'))).toBe(problem);
  });

  it('reads anything else as a failure to retry', () => {
    expect(continueLinkProblem(new Error('boom'))).toBe('failed');
  });
});
