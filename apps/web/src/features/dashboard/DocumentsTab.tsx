import { useTranslation } from 'react-i18next';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { EmptyState } from './EmptyState';

/**
 * The documents tab. Attachments are another branch's work (`attach`, `DocumentsPanel`).
 *
 * MOUNT POINT (lead, on merging `attach`): return `<DocumentsPanel />` here instead of the
 * empty state below, and delete the `dashboard.documents.*` texts if nothing else uses them.
 */
export function DocumentsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <EmptyState
      title={t('dashboard.documents.emptyTitle')}
      hint={t('dashboard.documents.emptyHint')}
      action={{ label: t('dashboard.searchJobs'), href: hrefTo(language, 'careerHome') }}
    />
  );
}
