/**
 * The career site's theme from the tenant's message branding (decision 0052): CSS variables
 * over Mantine's, which the server writes into each page's head in a <style> with the page's
 * CSP nonce (decision 0003), so no script is needed for it and the first paint has the colours. Buttons fill with
 * the primary colour (white text on it passed the contrast check), links take the accent,
 * the header's name the primary. Only `#RRGGBB` values reach the style sheet.
 */
import type { SiteBranding } from '../contract/message-branding.js';
import { isHexColour } from './contrast.js';

/** The colour mixed with black by `amount` (0…1): the hover shade, darker, so still above 4.5:1. */
export function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) =>
    Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * (1 - amount)),
  );
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** The style sheet, or null when there is nothing valid to apply. */
export function brandingCss(branding: SiteBranding | null | undefined): string | null {
  if (!branding || !isHexColour(branding.primaryColor) || !isHexColour(branding.accentColor))
    return null;
  const { primaryColor, accentColor } = branding;
  // Three :root make it outrank Mantine's own :root[data-mantine-color-scheme] rules.
  return (
    `:root:root:root{` +
    `--mantine-primary-color-filled:${primaryColor};` +
    `--mantine-primary-color-filled-hover:${darken(primaryColor, 0.15)};` +
    `--mantine-primary-color-contrast:#FFFFFF;` +
    `--mantine-color-anchor:${accentColor};` +
    `--tg-brand-text:${primaryColor};` +
    `}`
  );
}
