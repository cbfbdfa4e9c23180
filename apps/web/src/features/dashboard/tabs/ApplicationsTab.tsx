import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ApplicationSummary } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { applicationsQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import { EmptyState } from '../EmptyState';
import { QueryView } from '../QueryView';

/** Applications, each with its status timeline: stage, date and the next step. */
export function ApplicationsTab() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useQuery(applicationsQuery(useDashboardOwner()));
  return (
    <QueryView query={query}>
      {(applications) =>
        applications.length === 0 ? (
          <EmptyState
            title={t('dashboard.applications.emptyTitle')}
            hint={t('dashboard.applications.emptyHint')}
            action={{ label: t('dashboard.searchJobs'), href: hrefTo(language, 'careerHome') }}
          />
        ) : (
          <Stack gap="md">
            {applications.map((application) => (
              <ApplicationCard key={application.applicationId} application={application} />
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}

function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const latest = application.timeline.at(-1);
  const headingId = `application-${application.applicationId}`;
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4" id={headingId}>
              <bdi>{application.jobTitle}</bdi>
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.applications.applied', {
                date: formatDate(application.applyDate, language),
              })}
            </Text>
          </Stack>
          <Badge variant="outline" color="dark">
            <bdi>{application.status}</bdi>
          </Badge>
        </Group>
        <Timeline active={application.timeline.length - 1} bulletSize={14} lineWidth={2}>
          {application.timeline.map((stage, index) => (
            <Timeline.Item key={`${stage.stage}-${index}`} title={<bdi>{stage.stage}</bdi>}>
              <Text size="sm" c="dimmed">
                {formatDate(stage.date, language)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Text size="sm">
          <Text span fw={600}>
            {t('dashboard.applications.nextStep')}{' '}
          </Text>
          {latest?.nextStep ? <bdi>{latest.nextStep}</bdi> : t('dashboard.applications.noNextStep')}
        </Text>
      </Stack>
    </Paper>
  );
}
