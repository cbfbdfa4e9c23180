import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  parseCandidateId,
  phoneDigits,
  withoutEmptyStrings,
} from './candidate-fields.js';

describe('candidate field rules', () => {
  it('parses candidate ids as integers; empty or invalid is null (spec 1 §5)', () => {
    expect(parseCandidateId('42')).toBe(42);
    expect(parseCandidateId(' 7 ')).toBe(7);
    expect(parseCandidateId(12)).toBe(12);
    for (const bad of ['', 'abc', '1.5', '12abc', null, undefined, 1.5, '99999999999999999999']) {
      expect(parseCandidateId(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.integer(), (id) => {
        expect(parseCandidateId(String(id))).toBe(id);
      }),
    );
  });

  it('removes empty strings and keeps everything else, arrays included', () => {
    expect(withoutEmptyStrings({ a: '', b: 'x', c: [], d: 0, e: null })).toEqual({
      b: 'x',
      c: [],
      d: 0,
      e: null,
    });
  });

  it('keeps only the digits of a phone number', () => {
    expect(phoneDigits('+1 (512) 555-0100')).toBe('15125550100');
  });

  it('accepts only real calendar dates in yyyy-mm-dd', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isIsoDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});
