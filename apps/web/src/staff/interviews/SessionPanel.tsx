import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instantOfWallTime, type CalendarSession } from '@talentgate/domain';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import { useCan, useStaffSession } from '../staff-context';
import { interviewApi, interviewKeys } from './interviews-api';
import { formatWhen } from './time-zone';

/** `2027-03-15T10:00` (a datetime-local value) → that wall time in the zone; null otherwise. */
function instantOfLocalInput(value: string, zone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if ([year, month, day, hour, minute].some((part) => part === undefined)) return null;
  return instantOfWallTime(
    { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0 },
    zone,
  );
}

/**
 * One booked session (decision 0050): who, what, when in the staff user's zone and in the
 * interview's own, the `.ics` file, and for those who may change applications a new time
 * (read in the staff user's zone) or a cancellation; the candidate is e-mailed either.
 */
export function SessionPanel({
  session,
  zone,
  headingRef,
  onClose,
  onChanged,
}: {
  session: CalendarSession;
  zone: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('applications:write');
  const queryClient = useQueryClient();
  const [newTime, setNewTime] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [timeError, setTimeError] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: interviewKeys.all(client) });
  const move = useMutation({
    mutationFn: (startsAt: number) => interviewApi.book(client, session.invitationId, startsAt),
    onSuccess: (answer) => {
      const booking = answer.booking;
      onChanged(
        booking
          ? t('calendar.moved', {
              name: session.candidateName,
              time: formatWhen(booking.startsAt, booking.endsAt, i18n.language, zone),
            })
          : '',
      );
      setNewTime('');
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => interviewApi.cancel(client, session.invitationId),
    onSuccess: () => {
      onChanged(t('calendar.cancelled', { name: session.candidateName }));
      onClose();
      void refresh();
    },
  });
  const when = (timeZone: string) =>
    formatWhen(session.startsAt, session.endsAt, i18n.language, timeZone);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="session-heading">
      <Stack>
        <Title order={2} size="h4" id="session-heading" ref={headingRef} tabIndex={-1}>
          {t('calendar.session', { name: session.candidateName, title: session.title })}
        </Title>
        <dl data-testid="session-details">
          <dt>{t('calendar.when', { zone })}</dt>
          <dd>{when(zone)}</dd>
          {session.timeZone !== zone ? (
            <>
              <dt>{t('calendar.when', { zone: session.timeZone })}</dt>
              <dd>{when(session.timeZone)}</dd>
            </>
          ) : null}
          <dt>{t('calendar.job')}</dt>
          <dd>{session.jobTitle}</dd>
          <dt>{t('interviews.mode')}</dt>
          <dd>
            {t(`interviews.modes.${session.mode}`)}
            {session.location ? `, ${session.location}` : ''}
          </dd>
          {session.interviewers.length > 0 ? (
            <>
              <dt>{t('interviews.interviewers')}</dt>
              <dd>{session.interviewers.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        <Group>
          <Anchor
            href={interviewApi.icsUrl(client, session.invitationId)}
            download={`interview-${session.invitationId}.ics`}
          >
            {t('calendar.ics')}
          </Anchor>
          <Anchor component={Link} to={`/applications/${session.applicationId}`}>
            {t('calendar.application')}
          </Anchor>
        </Group>
        <ErrorAlert error={move.error ?? cancel.error} />
        {canWrite ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const startsAt = instantOfLocalInput(newTime, zone);
              setTimeError(startsAt === null ? t('calendar.newTimeRequired') : '');
              if (startsAt !== null) move.mutate(startsAt);
            }}
          >
            <Group align="flex-end">
              <TextInput
                type="datetime-local"
                label={t('calendar.newTime', { zone })}
                value={newTime}
                error={timeError || undefined}
                onChange={(event) => setNewTime(event.currentTarget.value)}
              />
              <Button type="submit" loading={move.isPending}>
                {t('calendar.move')}
              </Button>
            </Group>
          </form>
        ) : null}
        <Group>
          {canWrite && confirmCancel ? (
            <>
              <Text>{t('calendar.cancelQuestion', { name: session.candidateName })}</Text>
              <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('calendar.cancelConfirm')}
              </Button>
              <Button variant="default" onClick={() => setConfirmCancel(false)}>
                {t('calendar.cancelKeep')}
              </Button>
            </>
          ) : canWrite ? (
            <Button variant="default" color="red" onClick={() => setConfirmCancel(true)}>
              {t('calendar.cancel')}
            </Button>
          ) : null}
          <Button variant="subtle" onClick={onClose}>
            {t('calendar.close')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
