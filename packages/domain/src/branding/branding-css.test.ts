import { describe, expect, it } from 'vitest';
import { brandingCss, darken } from './branding-css.js';

describe('brandingCss', () => {
  it('fills buttons with the primary colour and links with the accent', () => {
    const css = brandingCss({ primaryColor: '#0B7285', accentColor: '#5F3DC4', logoUrl: null });
    expect(css).toContain('--mantine-primary-color-filled:#0B7285;');
    expect(css).toContain('--mantine-color-anchor:#5F3DC4;');
    expect(css).toContain(`--mantine-primary-color-filled-hover:${darken('#0B7285', 0.15)};`);
  });

  it('applies nothing without a branding or with a value that is not a colour', () => {
    expect(brandingCss(null)).toBeNull();
    expect(
      brandingCss({
        primaryColor: 'red;}body{display:none',
        accentColor: '#000000',
        logoUrl: null,
      }),
    ).toBeNull();
  });

  it('darkens towards black', () => {
    expect(darken('#FFFFFF', 0.5)).toBe('#808080');
    expect(darken('#102030', 0)).toBe('#102030');
  });
});
