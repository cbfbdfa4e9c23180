import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import account from '../i18n/locales/account/en.json';
import en from '../i18n/locales/en.json';

/** jsdom lacks matchMedia, which Mantine reads for reduced motion and color scheme. */
export function stubMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** jsdom lacks ResizeObserver, which Mantine's Combobox and tables use to size themselves. */
class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function stubResizeObserver(): void {
  if (!('ResizeObserver' in window)) vi.stubGlobal('ResizeObserver', StillResizeObserver);
}

/** An i18next instance with the English catalogs (the account pages' namespace too), registered for react-i18next's hooks. */
const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en, account } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
  showSupportNotice: false,
});

/** Renders with Mantine in test mode (no transitions, no portals) and English texts. */
export function renderWithProviders(ui: ReactNode) {
  stubMatchMedia();
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
