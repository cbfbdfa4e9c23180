import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatNumber } from './format';

describe('formatCalendarDate', () => {
  it('formats per locale without shifting the day', () => {
    expect(formatCalendarDate('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatCalendarDate('2025-03-01', 'fr')).toBe('1 mars 2025');
    expect(formatCalendarDate('2025-03-01', 'es')).toBe('1 mar 2025');
  });

  it('returns text that is not an ISO date unchanged', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});
