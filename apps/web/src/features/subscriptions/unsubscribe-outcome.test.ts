import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { failureOutcome, tokenOutcome } from './unsubscribe-outcome';

const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

describe('unsubscribe page outcomes (spec 1 §2, §5)', () => {
  it('shows invalid e-mail before any call when the token does not decode to an e-mail', () => {
    expect(tokenOutcome(null)).toBe('invalidEmail');
    expect(tokenOutcome('not-a-token')).toBe('invalidEmail');
    expect(tokenOutcome(`${part({})}.${part({ sub: 'jane' })}.x`)).toBe('invalidEmail');
    expect(tokenOutcome(`${part({})}.${part({ sub: 'jane@example.com' })}.x`)).toBeNull();
  });

  it('reads a refused token as invalid e-mail and any other failure as failed', () => {
    expect(failureOutcome(new ApiError(400, 'INVALID_TOKEN', 'invalid'))).toBe('invalidEmail');
    expect(failureOutcome(new ApiError(404, 'CANDIDATE_NOT_FOUND', 'gone'))).toBe('failed');
    expect(failureOutcome(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe('failed');
  });
});
