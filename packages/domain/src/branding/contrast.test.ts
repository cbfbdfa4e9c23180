import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandingContrastPairs,
  contrastRatio,
  DEFAULT_BRANDING_PALETTE,
  failingContrastPairs,
  formatContrast,
  relativeLuminance,
} from './contrast.js';

const hexColour = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((parts) => `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('gives the WCAG values of known colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(formatContrast(contrastRatio('#767676', '#FFFFFF'))).toBe('4.54:1');
    expect(formatContrast(contrastRatio('#777777', '#FFFFFF'))).toBe('4.47:1');
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });

  it('never shows a failing ratio as 4.50', () => {
    expect(formatContrast(4.4999)).toBe('4.49:1');
  });

  it('passes the default palette and names each failing pair of a light one', () => {
    expect(failingContrastPairs(DEFAULT_BRANDING_PALETTE)).toEqual([]);
    const failing = failingContrastPairs({ primaryColor: '#FFD43B', accentColor: '#74C0FC' });
    expect(failing.map((item) => [item.name, item.field])).toEqual([
      ['textOnPrimary', 'primaryColor'],
      ['accentOnPage', 'accentColor'],
      ['accentOnFooter', 'accentColor'],
    ]);
    expect(brandingContrastPairs(DEFAULT_BRANDING_PALETTE)).toHaveLength(3);
  });

  it('refuses what is not a #RRGGBB colour', () => {
    expect(() => relativeLuminance('red')).toThrow(RangeError);
  });
});
