import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId', () => {
  it('accepts positive integers the API accepts', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('rejects everything else', () => {
    for (const value of [null, undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', '2147483648']) {
      expect(parseId(value)).toBeNull();
    }
  });
});
