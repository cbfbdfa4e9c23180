import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { usePageTitle } from '../../site/use-page-title';

/** Job-alert sign-up needs a link to a job (spec 2 §2): without one, the way to find one. */
export function JobAlertNeedsJob() {
  const { t } = useTranslation('applyEngine');
  const { t: tMain } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('flow.eyebrow.jobAlert'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('flow.eyebrow.jobAlert')}</Title>
        <Alert color="blue" variant="light">
          <Text size="sm">{t('flow.alertNeedsJob')}</Text>
        </Alert>
        <Group>
          <Button component={Link} to={hrefTo(language, 'careerHome')}>
            {tMain('common.searchOpenJobs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
