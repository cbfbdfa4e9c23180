import { createContext, useContext, useEffect } from 'react';

export interface LoadingOverlayContextValue {
  visible: boolean;
  /** Shows the overlay until the returned function is called; overlapping callers stack. */
  show: () => () => void;
}

export const LoadingOverlayContext = createContext<LoadingOverlayContextValue | null>(null);

/**
 * `show` alone, which never changes: pages that keep the overlay up do not render again each
 * time it appears or goes (on the apply page that redrew the whole open form, issue 21).
 */
export const ShowLoadingOverlayContext = createContext<(() => () => void) | null>(null);

export function useLoadingOverlay(): LoadingOverlayContextValue {
  const value = useContext(LoadingOverlayContext);
  if (value === null) throw new Error('useLoadingOverlay needs a LoadingOverlayProvider');
  return value;
}

/** Keeps the loading overlay up while `active`, e.g. while a page's first data loads. */
export function usePageLoading(active: boolean): void {
  const show = useContext(ShowLoadingOverlayContext);
  if (show === null) throw new Error('usePageLoading needs a LoadingOverlayProvider');
  useEffect(() => (active ? show() : undefined), [active, show]);
}
