/**
 * The letter's right-to-left lines (letter-lines.ts): runs of one direction in the order they
 * are seen from left to right, each in its written order for fontkit to shape.
 */
import { describe, expect, it } from 'vitest';
import { hasRightToLeft, readsRightToLeft, visualRuns, wrapWords } from './letter-lines.js';

describe('letter lines', () => {
  it('puts an Arabic name inside a Latin line where it is seen', () => {
    expect(readsRightToLeft('Dear نادية حداد,')).toBe(false);
    expect(visualRuns('Dear نادية حداد,', false)).toEqual(['Dear ', 'نادية حداد', ',']);
  });

  it('reads an Arabic line from the right, numbers within it left to right', () => {
    const line = 'براتب 90,000 دولار في السنة';
    expect(readsRightToLeft(line)).toBe(true);
    expect(visualRuns(line, true)).toEqual([' دولار في السنة', '90,000', 'براتب ']);
    // Brackets within it are mirrored, for fontkit draws the run from the right.
    expect(visualRuns('شركة (أكمي)', true)).toEqual(['شركة )أكمي(']);
  });

  it('wraps words into lines that fit, and tells Latin text from right-to-left text', () => {
    expect(wrapWords('يسعدنا أن نقدم لك وظيفة', 12, (text) => text.length)).toEqual([
      'يسعدنا أن',
      'نقدم لك',
      'وظيفة',
    ]);
    expect(hasRightToLeft('Jane Doe, Café Zürich')).toBe(false);
    expect(hasRightToLeft('Jane حداد')).toBe(true);
  });
});
