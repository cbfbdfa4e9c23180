import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white button text and indigo link text above 4.5:1 (shade 6 is 4.3:1).
  primaryShade: { light: 8, dark: 5 },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A modal's header is a <header>, which outside a sectioning element is a second banner
    // landmark next to the page's own (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Mantine's light-scheme defaults that fail WCAG AA contrast for small text on white or on
 * the tinted alert backgrounds; each replacement is at least 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-green-light-color': '#1b6b2e',
    '--mantine-color-yellow-light-color': '#7a4d00',
    '--mantine-color-yellow-light': 'rgba(250, 176, 5, 0.14)',
  },
  dark: {},
});
