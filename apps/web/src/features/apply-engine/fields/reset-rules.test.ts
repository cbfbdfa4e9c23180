import type { ResetRule } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { fieldsClearedBy } from './reset-rules';

const RULES: ResetRule[] = [
  { trigger: 'employed', values: 'no||retired', clears: ['employer', 'jobTitle'] },
  { trigger: 'employed', values: 'retired', clears: ['employer', 'startDate'] },
  { trigger: 'relocate', values: 'no', clears: ['regions'] },
];

describe('reset rules (spec 2 §5)', () => {
  it('clears the dependent fields when the trigger takes a value of the rule (split by ||)', () => {
    expect(fieldsClearedBy(RULES, 'employed', 'no')).toEqual(['employer', 'jobTitle']);
    expect(fieldsClearedBy(RULES, 'employed', 'retired')).toEqual([
      'employer',
      'jobTitle',
      'startDate',
    ]);
  });

  it('clears nothing for other values or other fields', () => {
    expect(fieldsClearedBy(RULES, 'employed', 'yes')).toEqual([]);
    expect(fieldsClearedBy(RULES, 'employed', 'no||retired')).toEqual([]);
    expect(fieldsClearedBy(RULES, 'employer', 'no')).toEqual([]);
  });

  it('matches a list value when one of its items matches', () => {
    expect(fieldsClearedBy(RULES, 'relocate', ['no'])).toEqual(['regions']);
  });
});
