import { describe, expect, it } from 'vitest';
import { normalizeEmploymentType } from './employment-type';

describe('normalizeEmploymentType', () => {
  it('recognises the usual spellings', () => {
    expect(normalizeEmploymentType('Full-time')).toBe('full_time');
    expect(normalizeEmploymentType('PART_TIME')).toBe('part_time');
    expect(normalizeEmploymentType(' contract ')).toBe('contract');
  });

  it('returns null for types without a translation', () => {
    expect(normalizeEmploymentType('Seasonal')).toBeNull();
  });
});
