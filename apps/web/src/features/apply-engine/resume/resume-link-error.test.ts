import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { resumeLinkProblem, takeResumeToken } from './resume-link-error';

describe('takeResumeToken', () => {
  it('takes the token out of the search and keeps the rest', () => {
    expect(takeResumeToken('?easyApplyFlag=t&token=abc&sId=3', 'token')).toEqual({
      token: 'abc',
      search: '?easyApplyFlag=t&sId=3',
    });
    expect(takeResumeToken('?token=abc', 'token')).toEqual({ token: 'abc', search: '' });
  });

  it('finds no token in a search without one, or with an empty one', () => {
    expect(takeResumeToken('?link=4', 'token')).toEqual({ token: null, search: '?link=4' });
    expect(takeResumeToken('?token=', 'token')).toEqual({ token: null, search: '' });
  });
});

describe('resumeLinkProblem', () => {
  it.each([
    ['RESUME_LINK_USED', 410, 'used'],
    ['RESUME_LINK_EXPIRED', 410, 'expired'],
    ['RESUME_LINK_INVALID', 400, 'invalid'],
    ['VALIDATION_FAILED', 400, 'invalid'],
    ['NETWORK_ERROR', 0, 'failed'],
    ['RATE_LIMITED', 429, 'failed'],
  ] as const)('reads %s as %s', (code, status, problem) => {
    expect(resumeLinkProblem(new ApiError(status, code, 'message'))).toBe(problem);
  });

  it('reads anything else as a failure to retry', () => {
    expect(resumeLinkProblem(new Error('boom'))).toBe('failed');
  });
});
