import { describe, expect, it } from 'vitest';
import {
  maskDocumentNumber,
  maskSsn,
  normalizeSsn,
  signatureMatches,
  ssnProblem,
  ssnsMatch,
} from './ssn.js';

describe('SSN rules', () => {
  it('reads nine digits with or without dashes', () => {
    expect(normalizeSsn('123-45-6789')).toBe('123456789');
    expect(normalizeSsn(' 123456789 ')).toBe('123456789');
    expect(normalizeSsn('12-345-6789')).toBeNull();
    expect(normalizeSsn('12345678')).toBeNull();
  });

  it('refuses areas, groups and serials never issued', () => {
    expect(ssnProblem('123-45-6789')).toBeNull();
    expect(ssnProblem('abc')).toBe('format');
    expect(ssnProblem('000-45-6789')).toBe('area');
    expect(ssnProblem('666-45-6789')).toBe('area');
    expect(ssnProblem('912-45-6789')).toBe('area');
    expect(ssnProblem('123-00-6789')).toBe('group');
    expect(ssnProblem('123-45-0000')).toBe('serial');
    expect(ssnProblem('000-00-0000', false)).toBeNull();
  });

  it('masks all but the last four digits', () => {
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('nonsense')).toBe('***-**-****');
    expect(maskDocumentNumber('A12345678')).toBe('*****5678');
    expect(maskDocumentNumber('X1234567')).toBe('******67');
    expect(maskDocumentNumber('1234')).toBe('****');
  });

  it('matches the confirmation and the signature', () => {
    expect(ssnsMatch('123-45-6789', '123456789')).toBe(true);
    expect(ssnsMatch('123-45-6789', '123456780')).toBe(false);
    expect(ssnsMatch('x', 'x')).toBe(false);
    expect(signatureMatches(' jane  DOE ', 'Jane', 'Doe')).toBe(true);
    expect(signatureMatches('Jane Smith', 'Jane', 'Doe')).toBe(false);
    expect(signatureMatches('', '', '')).toBe(false);
  });
});
