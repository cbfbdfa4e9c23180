import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLink';
import classes from './Shell.module.css';

/**
 * The main landmark. After client-side navigation to another path, focus moves here and the
 * window scrolls up, as a full page load would do; query-only changes (filters, pages) keep
 * focus where the visitor is.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
      {children}
    </main>
  );
}
