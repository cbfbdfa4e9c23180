/**
 * The contrast check of the staff screen: the domain's pairs (the ones the API checks before
 * saving), as the form's field errors and the list under the colours.
 */
import {
  brandingContrastPairs,
  formatContrast,
  isHexColour,
  MIN_TEXT_CONTRAST,
  type BrandingPalette,
  type ContrastPair,
} from '@talentgate/domain';
import type { TFunction } from 'i18next';

/** The pairs of a palette, or none while a colour is not a whole `#RRGGBB` yet. */
export function pairsOf(palette: BrandingPalette): ContrastPair[] {
  return isHexColour(palette.primaryColor) && isHexColour(palette.accentColor)
    ? brandingContrastPairs(palette)
    : [];
}

export function describePair(t: TFunction<'staff'>, pair: ContrastPair): string {
  return t('branding.pairRatio', {
    pair: t(`branding.pairs.${pair.name}`),
    ratio: formatContrast(pair.ratio),
  });
}

/** The field's error: its failing pairs named, with the ratio asked for; undefined when none. */
export function contrastError(
  t: TFunction<'staff'>,
  palette: BrandingPalette,
  field: keyof BrandingPalette,
): string | undefined {
  const failing = pairsOf(palette).filter((pair) => pair.field === field && !pair.passes);
  if (failing.length === 0) return undefined;
  return t('branding.contrastTooLow', {
    pairs: failing.map((pair) => describePair(t, pair)).join('; '),
    minimum: `${MIN_TEXT_CONTRAST}:1`,
  });
}
