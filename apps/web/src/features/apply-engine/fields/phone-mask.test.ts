import { describe, expect, it } from 'vitest';
import { maskPhone, phoneValue, typedPhoneText } from './phone-mask';

describe('phone mask (spec 2 §5)', () => {
  it('writes the first ten digits as (999) 999-9999 and the rest after a space', () => {
    expect(maskPhone('5125550100')).toBe('(512) 555-0100');
    expect(maskPhone('512555010012')).toBe('(512) 555-0100 12');
    expect(maskPhone('51255')).toBe('(512) 55');
    expect(maskPhone('')).toBe('');
  });

  it('keeps digits only, at most 14 of them', () => {
    expect(phoneValue('+1 (512) 555-0100')).toBe('15125550100');
    expect(phoneValue('1234567890123456')).toBe('12345678901234');
  });

  it('lets only phone characters through while typing, and no fifteenth digit', () => {
    expect(typedPhoneText('(512) abc 555-0100')).toBe('(512)  555-0100');
    expect(typedPhoneText('123456789012345')).toBe('12345678901234');
  });

  it('round-trips: the mask of an input shows exactly its kept digits', () => {
    const samples = ['', '1', '123', '1234', '1234567', '12345678901', '+44 20 7946 0958', 'x9y8'];
    for (let length = 0; length <= 16; length += 1)
      samples.push('9876543210123456'.slice(0, length));
    for (const text of samples)
      expect(phoneValue(maskPhone(phoneValue(text)))).toBe(phoneValue(text));
  });
});
