import type { ReactNode } from 'react';
import { FeedbackProviders } from '../feedback/FeedbackProviders';
import { NotificationArea } from '../feedback/NotificationArea';
import { PageLoadingOverlay } from '../feedback/PageLoadingOverlay';
import { useLanguageSync } from '../routing/use-language-sync';
import { MainContent } from './MainContent';
import classes from './Shell.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** The furniture around every page (spec 1 §2): header, main region, footer, notices. */
export function Shell({ children }: { children: ReactNode }) {
  useLanguageSync();

  return (
    <FeedbackProviders>
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
    </FeedbackProviders>
  );
}
