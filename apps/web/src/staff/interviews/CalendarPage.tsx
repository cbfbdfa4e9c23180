import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  formatCalendarDay,
  mondayOf,
  parseCalendarDay,
  startOfDay,
  wallTimeAt,
  type CalendarDay,
  type CalendarSession,
} from '@talentgate/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import { usePageTitle, useStaffSession } from '../staff-context';
import { interviewApi, interviewKeys } from './interviews-api';
import { SessionPanel } from './SessionPanel';
import { formatTimeRange, useStaffTimeZone } from './time-zone';
import { TimeZoneSelect } from './TimeZoneSelect';

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** A day's name as the column header reads it: `Friday 12 March`. */
const dayLabel = (day: CalendarDay, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(day.year, day.month - 1, day.day));

/**
 * The interview calendar (decision 0050): one week, Monday to Sunday, in the time zone the
 * staff user chose; each booked session is a button that opens its details, `.ics`,
 * reschedule and cancel below the week. The week's bounds are the zone's midnights, so a
 * week with a DST change is 167 or 169 hours long and every session falls on its own day.
 * `?day=yyyy-MM-dd` opens the week of that day.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  usePageTitle(t('calendar.title'));
  const [zone, setZone] = useStaffTimeZone();
  const [search, setSearch] = useSearchParams();
  // The page's today: read once, so a re-render does not move the week under the user.
  const [now] = useState(Date.now);
  const today = wallTimeAt(now, zone);
  const asked = parseCalendarDay(search.get('day') ?? '');
  const monday = mondayOf(asked ?? today);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const from = startOfDay(monday, zone);
  const to = startOfDay(addDays(monday, 7), zone);
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const sessions = useQuery({
    queryKey: interviewKeys.sessions(client, from, to),
    queryFn: ({ signal }) => interviewApi.sessions(client, from, to, signal),
    staleTime: 0,
  });
  const goTo = (day: CalendarDay) => {
    setSelected(null);
    setNotice('');
    setSearch({ day: formatCalendarDay(day) });
  };
  const onDay = (day: CalendarDay) =>
    (sessions.data ?? []).filter((session) => sameDay(wallTimeAt(session.startsAt, zone), day));
  const chosen = sessions.data?.find((session) => session.invitationId === selected) ?? null;
  const weekName = t('calendar.week', {
    from: dayLabel(days[0] ?? monday, i18n.language),
    to: dayLabel(days[6] ?? monday, i18n.language),
  });

  return (
    <Stack>
      <Title order={1}>{t('calendar.title')}</Title>
      <Group align="flex-end" wrap="wrap">
        <TimeZoneSelect label={t('calendar.timeZone')} value={zone} onChange={setZone} />
        <TextInput
          type="date"
          label={t('calendar.goTo')}
          value={formatCalendarDay(asked ?? today)}
          onChange={(event) => {
            const day = parseCalendarDay(event.currentTarget.value);
            if (day) goTo(day);
          }}
        />
        <Button variant="default" onClick={() => goTo(addDays(monday, -7))}>
          {t('calendar.previous')}
        </Button>
        <Button variant="default" onClick={() => goTo(today)}>
          {t('calendar.thisWeek')}
        </Button>
        <Button variant="default" onClick={() => goTo(addDays(monday, 7))}>
          {t('calendar.next')}
        </Button>
      </Group>
      <ErrorAlert error={sessions.error} />
      <div role="status">{notice ? <Alert color="green">{notice}</Alert> : null}</div>
      <Title order={2} size="h4" aria-live="polite">
        {weekName}
      </Title>
      <Text size="sm">{t('calendar.zoneNote', { zone })}</Text>
      <Table.ScrollContainer minWidth={900}>
        <Table withColumnBorders layout="fixed" data-testid="calendar-week">
          <Table.Thead>
            <Table.Tr>
              {days.map((day) => (
                <Table.Th key={formatCalendarDay(day)} scope="col">
                  {dayLabel(day, i18n.language)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr style={{ verticalAlign: 'top' }}>
              {days.map((day) => (
                <Table.Td key={formatCalendarDay(day)}>
                  <DaySessions
                    sessions={onDay(day)}
                    zone={zone}
                    onOpen={(session) => {
                      setSelected(session.invitationId);
                      // After the panel draws: its heading takes focus, as a dialog's would.
                      window.setTimeout(() => panelHeading.current?.focus(), 0);
                    }}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sessions.data?.length === 0 ? <Alert color="gray">{t('calendar.empty')}</Alert> : null}
      {chosen ? (
        <SessionPanel
          session={chosen}
          zone={zone}
          headingRef={panelHeading}
          onClose={() => setSelected(null)}
          onChanged={setNotice}
        />
      ) : null}
    </Stack>
  );
}

function DaySessions({
  sessions,
  zone,
  onOpen,
}: {
  sessions: CalendarSession[];
  zone: string;
  onOpen: (session: CalendarSession) => void;
}) {
  const { i18n } = useTranslation('staff');
  if (sessions.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sessions.map((session) => (
        <li key={session.bookingId}>
          <Button
            variant="light"
            fullWidth
            h="auto"
            py={4}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            onClick={() => onOpen(session)}
          >
            {formatTimeRange(session.startsAt, session.endsAt, i18n.language, zone)}{' '}
            {session.candidateName}, {session.title}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
