import { describe, expect, it } from 'vitest';
import { phoneValue, typedPhoneText } from './phone-mask';

describe('phone digits (spec 2 §5)', () => {
  it('keeps digits only, at most 14 of them', () => {
    expect(phoneValue('+1 (512) 555-0100')).toBe('15125550100');
    expect(phoneValue('1234567890123456')).toBe('12345678901234');
  });

  it('lets only phone characters through while typing, and no fifteenth digit', () => {
    expect(typedPhoneText('(512) abc 555-0100')).toBe('(512)  555-0100');
    expect(typedPhoneText('123456789012345')).toBe('12345678901234');
    expect(typedPhoneText('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
