import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordLengthProblem } from './password.js';
import { criteriaFor, unmetCriteria } from './password-criteria.js';

describe('password rules', () => {
  it('needs 8 to 128 characters, counting characters rather than UTF-16 units', () => {
    expect(passwordLengthProblem('1234567')).toBe('tooShort');
    expect(passwordLengthProblem('12345678')).toBeNull();
    expect(passwordLengthProblem('x'.repeat(129))).toBe('tooLong');
    expect(passwordLengthProblem('🔑'.repeat(8))).toBeNull();
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 128, unit: 'grapheme-ascii' }),
        (password) => {
          expect(passwordLengthProblem(password)).toBeNull();
        },
      ),
    );
  });

  it('always checks length first, then the tenant\u2019s extra criteria', () => {
    const criteria = criteriaFor(['digit', 'uppercase', 'unknown', 'digit']);
    expect(criteria).toEqual(['length', 'digit', 'uppercase']);
    expect(unmetCriteria('short', criteria)).toEqual(['length', 'digit', 'uppercase']);
    expect(unmetCriteria('Longer password 1', criteria)).toEqual([]);
  });
});
