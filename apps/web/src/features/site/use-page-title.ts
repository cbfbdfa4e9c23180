import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from './use-site';

/**
 * Sets document.title to "Page · Tenant", so tabs and history entries say where they lead.
 * null leaves the title to the page around (a flow embedded in a campaign page).
 */
export function usePageTitle(pageTitle: string | undefined | null): void {
  const { t } = useTranslation();
  const siteName = useSite().data?.name;

  useEffect(() => {
    if (pageTitle === null) return;
    if (pageTitle && siteName) document.title = t('pageTitle', { page: pageTitle, site: siteName });
    else if (pageTitle || siteName) document.title = pageTitle ?? siteName ?? '';
  }, [pageTitle, siteName, t]);
}
