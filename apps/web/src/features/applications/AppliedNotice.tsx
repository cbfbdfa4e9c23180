import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';

/** "You applied on …" with the way to the application on the dashboard. */
export function AppliedNotice({ applyDate }: { applyDate: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert color="blue" variant="light" title={t('applied.title')}>
      <Text size="sm">
        {t('applied.on', { date: formatDate(Date.parse(applyDate), language) })}{' '}
        <Anchor component={Link} to={hrefTo(language, 'profileApplications')} size="sm">
          {t('applied.dashboard')}
        </Anchor>
      </Text>
    </Alert>
  );
}
