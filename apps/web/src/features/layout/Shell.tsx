import { lazy, Suspense, type ReactNode } from 'react';
import { useSignedIn } from '../auth/auth-context';
import { NotificationArea } from '../feedback/NotificationArea';
import { PageLoadingOverlay } from '../feedback/PageLoadingOverlay';
import { useLanguageSync } from '../routing/use-language-sync';
import { MainContent } from './MainContent';
import classes from './Shell.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

// Only signed-in candidates can be asked to opt in; visitors never load it.
const TermsOptInPrompt = lazy(() => import('../subscriptions/TermsOptInPrompt'));

/**
 * The terms opt-in, for signed-in candidates. A component of its own, so the session answer
 * renders this and not the whole shell (header and footer) again (issue 21).
 */
function SignedInPrompts() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <TermsOptInPrompt />
    </Suspense>
  );
}

/**
 * The furniture around every page (spec 1 §2): header, main region, footer, notices. It lives
 * inside FeedbackProviders and AuthProvider (see App).
 */
export function Shell({ children }: { children: ReactNode }) {
  useLanguageSync();

  return (
    <>
      <div className={classes.shell}>
        <SkipLink />
        <SiteHeader />
        <MainContent>
          <PageLoadingOverlay />
          {children}
        </MainContent>
        <SiteFooter />
      </div>
      <NotificationArea />
      <SignedInPrompts />
    </>
  );
}
