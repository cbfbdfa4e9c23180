import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay, wallTimeAt, type StaffInvitation } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { interviewApi, interviewKeys } from './interviews-api';
import { InviteForm } from './InviteForm';
import { formatWhen, useStaffTimeZone } from './time-zone';

/**
 * The application's interview invitations (decision 0050): status, interviewers, the booked
 * time in the staff user's zone with a link to that week of the calendar; and, for those who
 * may change applications, the form that invites the candidate.
 */
export function InterviewsSection({
  applicationId,
  candidateName,
}: {
  applicationId: number;
  candidateName: string;
}) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('applications:write');
  const [zone] = useStaffTimeZone();
  const invitations = useQuery({
    queryKey: interviewKeys.ofApplication(client, applicationId),
    queryFn: ({ signal }) => interviewApi.ofApplication(client, applicationId, signal),
    staleTime: 0,
  });
  return (
    <Section id="interviews" title={t('interviews.title')}>
      <Stack>
        <ErrorAlert error={invitations.error} />
        {invitations.data?.length === 0 ? <Text>{t('interviews.none')}</Text> : null}
        <ul data-testid="interview-invitations">
          {invitations.data?.map((invitation) => (
            <InvitationItem key={invitation.invitationId} invitation={invitation} zone={zone} />
          ))}
        </ul>
        {canWrite ? (
          <InviteForm applicationId={applicationId} candidateName={candidateName} />
        ) : null}
      </Stack>
    </Section>
  );
}

function InvitationItem({ invitation, zone }: { invitation: StaffInvitation; zone: string }) {
  const { t, i18n } = useTranslation('staff');
  const { booking } = invitation;
  return (
    <li>
      <Text component="span" fw={600}>
        {invitation.title}
      </Text>{' '}
      — {t(`interviews.modes.${invitation.mode}`)} · {t(`interviews.status.${invitation.status}`)}
      {invitation.interviewers.length > 0
        ? ` · ${t('interviews.with', {
            names: invitation.interviewers.map((person) => person.name).join(', '),
          })}`
        : ''}
      <br />
      {booking ? (
        <>
          {t('interviews.bookedFor', {
            time: formatWhen(booking.startsAt, booking.endsAt, i18n.language, zone),
            zone,
          })}{' '}
          <Anchor
            component={Link}
            to={`/calendar?day=${formatCalendarDay(wallTimeAt(booking.startsAt, zone))}`}
          >
            {t('interviews.openCalendar')}
          </Anchor>
        </>
      ) : (
        t('interviews.notBooked', { count: invitation.slotCount })
      )}
    </li>
  );
}
