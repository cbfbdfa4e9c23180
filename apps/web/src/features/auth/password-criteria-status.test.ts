import { describe, expect, it } from 'vitest';
import { criteriaStatus } from './password-criteria-status';

describe('criteriaStatus', () => {
  it('lists the length and pattern rules and the tenant\u2019s criteria, each met or unmet', () => {
    expect(criteriaStatus('abc', ['digit', 'uppercase'])).toEqual([
      { id: 'length', met: false },
      { id: 'pattern', met: false },
      { id: 'digit', met: false },
      { id: 'uppercase', met: false },
    ]);
    expect(criteriaStatus('Abcdefg1', ['digit', 'uppercase', 'bogus'])).toEqual([
      { id: 'length', met: true },
      { id: 'pattern', met: true },
      { id: 'digit', met: true },
      { id: 'uppercase', met: true },
    ]);
  });

  it('updates as the password grows', () => {
    const met = (password: string) =>
      criteriaStatus(password, ['symbol']).map((criterion) => criterion.met);
    expect(met('')).toEqual([false, false, false]);
    expect(met('!')).toEqual([false, false, true]);
    expect(met('aaaaaaaaaaa!')).toEqual([true, false, true]);
    expect(met('long enough!')).toEqual([true, true, true]);
  });
});
