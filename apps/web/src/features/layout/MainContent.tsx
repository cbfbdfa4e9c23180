import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLink';
import classes from './Shell.module.css';

/**
 * Navigation state for a path change that is a widget's own, like the dashboard's tabs:
 * focus stays on the control that changed the path, and the window does not scroll.
 */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const;

function keepsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepFocus' in state;
}

/**
 * The main landmark. After client-side navigation to another path, focus moves here and the
 * window scrolls up, as a full page load would do; query-only changes (filters, pages) keep
 * focus where the visitor is.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const { pathname, state } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (keepsFocus(state)) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, state]);

  return (
    <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
      {children}
    </main>
  );
}
