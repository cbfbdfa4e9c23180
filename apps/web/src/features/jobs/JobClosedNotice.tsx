import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';

/** The job-closed indicator (spec 2 §2), shared by the job page and the apply entry. */
export function JobClosedNotice({ withSearchLink = true }: { withSearchLink?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <Alert color="yellow" variant="light" title={t('job.closedTitle')}>
      <Text size="sm">
        {t('job.closedText')}
        {withSearchLink && (
          <>
            {' '}
            <Anchor component={Link} to={hrefTo(language, 'careerHome')} size="sm" fw={600}>
              {t('common.searchOpenJobs')}
            </Anchor>
          </>
        )}
      </Text>
    </Alert>
  );
}
