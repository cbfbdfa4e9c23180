import { Stack, Title } from '@mantine/core';
import type { Interview } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatZonedDateTime } from '../../../lib/format';
import { isNotFoundError } from '../../../lib/api-error';
import { parseId } from '../../../lib/ids';
import { OwnInvitations } from '../../interview-slots/OwnInvitations';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { interviewQuery, interviewsQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import { DetailList } from '../DetailList';
import { EmptyState } from '../EmptyState';
import { NextStepNote } from '../NextStepNote';
import { QueryView } from '../QueryView';
import { BackToList, RecordList } from '../RecordList';

/**
 * Interview invitations with accept and decline (decision 0050), then interviews, soonest
 * first, each linking to its own page `/profile/interviews/{id}/`. A scheduled interview's
 * time cannot be confirmed or changed on the site yet: its page says how.
 */
export function InterviewsTab({ interviewId }: { interviewId: string | undefined }) {
  if (interviewId !== undefined) return <InterviewDetail interviewId={interviewId} />;
  return (
    <Stack gap="lg">
      <OwnInvitations />
      <InterviewList />
    </Stack>
  );
}

/** A booked slot's interview in its own zone, named; others in the visitor's zone. */
function interviewTime(interview: Interview, language: string): string {
  if (interview.timeZone === null) return formatDateTime(interview.scheduledAt, language);
  const time = formatZonedDateTime(interview.scheduledAt, language, interview.timeZone);
  return `${time} (${interview.timeZone})`;
}

function InterviewList() {
  const { t } = useTranslation('account');
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
          <RecordList
            records={interviews.map((interview) => ({
              id: interview.interviewId,
              title: interview.title,
              href: hrefTo(language, 'profileInterview', { interviewId: interview.interviewId }),
              lines: [
                interviewTime(interview, language),
                <>
                  {t(`dashboard.interviews.modes.${interview.mode}`)} ·{' '}
                  {t('dashboard.interviews.statusLabel')}: <bdi>{interview.status}</bdi>
                </>,
              ],
            }))}
          />
        )
      }
    </QueryView>
  );
}

function InterviewDetail({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation('account');
  const id = parseId(interviewId);
  if (id === null) return <BackToInterviews message={t('dashboard.interviews.notFound')} />;
  return <InterviewRecord id={id} />;
}

function InterviewRecord({ id }: { id: number }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useQuery(interviewQuery(useDashboardOwner(), id));
  if (isNotFoundError(query.error)) {
    return <BackToInterviews message={t('dashboard.interviews.notFound')} />;
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
              [t('dashboard.interviews.when'), interviewTime(interview, language)],
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
          {interview.status === 'booked' && (
            <NextStepNote
              next={t('dashboard.interviews.bookedNext')}
              applicationId={interview.applicationId}
            />
          )}
          {interview.status === 'scheduled' && (
            <NextStepNote
              next={t('dashboard.interviews.confirmNext')}
              applicationId={interview.applicationId}
            />
          )}
          <BackToInterviews />
        </Stack>
      )}
    </QueryView>
  );
}

function BackToInterviews({ message }: { message?: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <BackToList
      href={hrefTo(language, 'profileInterviews')}
      label={t('dashboard.interviews.back')}
      message={message}
    />
  );
}
