/**
 * A tenant's message branding colours and the contrast they must keep (issue 27): WCAG 2.x
 * relative luminance and contrast ratio, and the pairs of colours the branding is drawn with.
 * The API refuses a palette with a pair under AA's 4.5:1 for text; the staff screen shows the
 * same ratios as the colours are typed, from these same functions.
 */

/** WCAG 2.x AA for normal-size text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

export const HEX_COLOUR_PATTERN = '^#[0-9A-Fa-f]{6}$';
const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN);

/** Where branded text sits: the page (e-mail body, career site) and the e-mail's footer band. */
export const PAGE_BACKGROUND = '#FFFFFF';
export const FOOTER_BACKGROUND = '#F1F3F5';
/** Text drawn on the primary colour (buttons, the e-mail's header band). */
export const TEXT_ON_PRIMARY = '#FFFFFF';

export interface BrandingPalette {
  primaryColor: string;
  accentColor: string;
}

/** The palette of a tenant without branding: the site theme's own colours (Mantine indigo 8, 9). */
export const DEFAULT_BRANDING_PALETTE: BrandingPalette = {
  primaryColor: '#3B5BDB',
  accentColor: '#364FC7',
};

export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value);

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#RRGGBB` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColour(hex)) throw new RangeError(`not a #RRGGBB colour: ${hex}`);
  const red = Number.parseInt(hex.slice(1, 3), 16);
  const green = Number.parseInt(hex.slice(3, 5), 16);
  const blue = Number.parseInt(hex.slice(5, 7), 16);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 (same) … 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * A ratio as people read it, cut (never rounded up) to two decimals: 4.4999 shows 4.49, so a
 * failing pair never reads as 4.50.
 */
export const formatContrast = (ratio: number): string =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export type ContrastPairName = 'textOnPrimary' | 'accentOnPage' | 'accentOnFooter';

export interface ContrastPair {
  name: ContrastPairName;
  /** The palette field the pair depends on: where the refusal points. */
  field: keyof BrandingPalette;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

function pair(
  name: ContrastPairName,
  field: keyof BrandingPalette,
  foreground: string,
  background: string,
): ContrastPair {
  const ratio = contrastRatio(foreground, background);
  return { name, field, foreground, background, ratio, passes: ratio >= MIN_TEXT_CONTRAST };
}

/**
 * Every pair of colours the branding draws text with: white text on the primary colour
 * (buttons, the e-mail's header), the accent as link text on the page and on the e-mail's
 * footer band.
 */
export function brandingContrastPairs(palette: BrandingPalette): ContrastPair[] {
  return [
    pair('textOnPrimary', 'primaryColor', TEXT_ON_PRIMARY, palette.primaryColor),
    pair('accentOnPage', 'accentColor', palette.accentColor, PAGE_BACKGROUND),
    pair('accentOnFooter', 'accentColor', palette.accentColor, FOOTER_BACKGROUND),
  ];
}

export const failingContrastPairs = (palette: BrandingPalette): ContrastPair[] =>
  brandingContrastPairs(palette).filter((item) => !item.passes);
