import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { Interview } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { isNotFoundError } from '../../../lib/api-error';
import { parseId } from '../../../lib/ids';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { interviewQuery, interviewsQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { DetailList } from '../DetailList';
import { EmptyState } from '../EmptyState';
import { QueryView } from '../QueryView';

/** Interviews, soonest first, each linking to its own page `/profile/interviews/{id}/`. */
export function InterviewsTab({ interviewId }: { interviewId: string | undefined }) {
  if (interviewId !== undefined) return <InterviewDetail interviewId={interviewId} />;
  return <InterviewList />;
}

function InterviewList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(interviewsQuery(useDashboardOwner()));
  return (
    <QueryView query={query}>
      {(interviews) =>
        interviews.length === 0 ? (
          <EmptyState
            title={t('dashboard.interviews.emptyTitle')}
            hint={t('dashboard.interviews.emptyHint')}
            action={{
              label: t('dashboard.seeApplications'),
              href: hrefTo(language, 'profileApplications'),
            }}
          />
        ) : (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {interviews.map((interview) => (
              <Paper withBorder p="md" component="li" key={interview.interviewId}>
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={hrefTo(language, 'profileInterview', {
                      interviewId: interview.interviewId,
                    })}
                    fw={600}
                  >
                    <bdi>{interview.title}</bdi>
                  </Anchor>
                  <Text size="sm">{formatDateTime(interview.scheduledAt, language)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.interviews.modes.${interview.mode}`)} ·{' '}
                    {t('dashboard.interviews.statusLabel')}: <bdi>{interview.status}</bdi>
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}

function InterviewDetail({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation();
  const id = parseId(interviewId);
  if (id === null) return <BackToList message={t('dashboard.interviews.notFound')} />;
  return <InterviewRecord id={id} />;
}

function InterviewRecord({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(interviewQuery(useDashboardOwner(), id));
  if (isNotFoundError(query.error)) {
    return <BackToList message={t('dashboard.interviews.notFound')} />;
  }
  return (
    <QueryView query={query}>
      {(interview: Interview) => (
        <Stack gap="md">
          <Title order={3}>
            <bdi>{interview.title}</bdi>
          </Title>
          <DetailList
            items={[
              [t('dashboard.interviews.when'), formatDateTime(interview.scheduledAt, language)],
              [
                t('dashboard.interviews.duration'),
                t('dashboard.interviews.minutes', { count: interview.durationMinutes }),
              ],
              [t('dashboard.interviews.mode'), t(`dashboard.interviews.modes.${interview.mode}`)],
              [t('dashboard.interviews.where'), interview.location],
              [t('dashboard.interviews.with'), interview.interviewer],
              [t('dashboard.interviews.statusLabel'), interview.status],
              [t('dashboard.interviews.notes'), interview.notes],
            ]}
          />
          <BackToList />
        </Stack>
      )}
    </QueryView>
  );
}

function BackToList({ message }: { message?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" align="flex-start">
      {message && <Text>{message}</Text>}
      <Anchor component={Link} to={hrefTo(language, 'profileInterviews')}>
        {t('dashboard.interviews.back')}
      </Anchor>
    </Stack>
  );
}
