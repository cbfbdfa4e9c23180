import { useTranslation } from 'react-i18next';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { EmptyState } from './EmptyState';

/**
 * The preferences tab. Subscriptions are another branch's work (`subs`, `PreferencesPanel`).
 *
 * MOUNT POINT (lead, on merging `subs`): return `<PreferencesPanel />` here instead of the
 * empty state below, and delete the `dashboard.preferences.*` texts if nothing else uses them.
 */
export function PreferencesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <EmptyState
      title={t('dashboard.preferences.emptyTitle')}
      hint={t('dashboard.preferences.emptyHint')}
      action={{ label: t('dashboard.preferences.jobAlerts'), href: hrefTo(language, 'jobAlert') }}
    />
  );
}
