import { describe, expect, it } from 'vitest';
import { applicationSourceOf } from './application-source.js';

describe('applicationSourceOf', () => {
  it('reads a board name from the address', () => {
    expect(applicationSourceOf(new URLSearchParams('link=3&source=indeed'))).toBe('indeed');
  });

  it('ignores a missing, empty, too long or odd source', () => {
    for (const query of ['link=3', 'source=', `source=${'a'.repeat(101)}`, 'source=a%3Cb'])
      expect(applicationSourceOf(new URLSearchParams(query)), query).toBeNull();
  });
});
