import { describe, expect, it } from 'vitest';
import { maskPhone, otpRequired } from './one-time-codes.js';

describe('one-time codes', () => {
  it('are asked only in the countries the form lists', () => {
    expect(otpRequired(['US', 'Canada'], 'us')).toBe(true);
    expect(otpRequired(['US', 'Canada'], ' canada ')).toBe(true);
    expect(otpRequired(['US'], 'FR')).toBe(false);
    expect(otpRequired(undefined, 'US')).toBe(false);
    expect(otpRequired(['US'], '')).toBe(false);
  });

  it('name the phone by its last four digits', () => {
    expect(maskPhone('+1 (512) 555-0100')).toBe('*******0100');
    expect(maskPhone('0100')).toBe('0100');
  });
});
