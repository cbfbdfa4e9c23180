import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordLengthProblem } from './password.js';
import { criteriaFor, isPatternPassword, unmetCriteria } from './password-criteria.js';

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

  it('always checks length and pattern first, then the tenant\u2019s extra criteria', () => {
    const criteria = criteriaFor(['digit', 'uppercase', 'unknown', 'digit', 'pattern']);
    expect(criteria).toEqual(['length', 'pattern', 'digit', 'uppercase']);
    expect(unmetCriteria('short', criteria)).toEqual(['length', 'digit', 'uppercase']);
    expect(unmetCriteria('Longer password 1', criteria)).toEqual([]);
    expect(unmetCriteria('aaaaaaaaaaaa', criteria)).toEqual(['pattern', 'digit', 'uppercase']);
  });

  it('calls one character, block or run repeated a pattern, and real passwords not (issue 19)', () => {
    for (const weak of [
      'aaaaaaaaaaaa',
      'abababababab',
      'abcabcabcabc',
      '12341234',
      'Passw0rdPassw0rd',
      'abcdefghijkl',
      '123456789012',
      '98765432',
      'zyxwvuts',
    ]) {
      expect(isPatternPassword(weak), weak).toBe(true);
    }
    for (const fine of [
      'correct horse battery staple',
      'Northwind-Demo-2026',
      'Orchard-Beacon-3141',
      'Tr0ub4dor&3',
      'aaaaaaaaaaab1c',
      '🔑🔒🔓🗝️🔑🔒🔓🗝️x',
    ]) {
      expect(isPatternPassword(fine), fine).toBe(false);
    }
  });
});
