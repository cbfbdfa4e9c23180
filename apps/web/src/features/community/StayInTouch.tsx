import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import classes from './StayInTouch.module.css';

/**
 * The ways in to the talent community and job alerts on the career home (issue 21 item 1):
 * for a visitor whose job is not (yet) among the open ones.
 */
export function StayInTouch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="stay-in-touch">
      <Stack gap="sm">
        <Title order={2} size="h3" id="stay-in-touch">
          {t('stayInTouch.heading')}
        </Title>
        <Text>{t('stayInTouch.text')}</Text>
        <Group>
          <Button component={Link} to={hrefTo(language, 'profileJoin')}>
            {t('stayInTouch.join')}
          </Button>
          <Button component={Link} to={hrefTo(language, 'jobAlert')} variant="outline">
            {t('stayInTouch.alerts')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** On a job's page: alerts for jobs like it, or joining the community for it. */
export function JobStayInTouch({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={classes.links}>
      <Button
        component={Link}
        to={hrefTo(language, 'jobAlertJob', { jobId })}
        variant="outline"
        size="sm"
      >
        {t('stayInTouch.alertsForJob')}
      </Button>
      <Button
        component={Link}
        to={hrefTo(language, 'applyJoin', {}, new URLSearchParams({ job: String(jobId) }))}
        variant="subtle"
        size="sm"
      >
        {t('stayInTouch.joinForJob')}
      </Button>
    </div>
  );
}
