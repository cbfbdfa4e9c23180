import { Button, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffEvent } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';

/**
 * The tenant's events (decision 0046): places, registrations and attendance, and the
 * registrants of the chosen event with their event status (Registered, Attended).
 */
export function EventsPage() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const [chosen, setChosen] = useState<StaffEvent | null>(null);
  usePageTitle(t('events.title'));
  const events = useQuery({
    queryKey: staffKeys.events(client),
    queryFn: ({ signal }) => staffApi.events(client, signal),
    staleTime: 0,
  });
  const when = (event: StaffEvent) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: event.timeZone,
    }).formatRange(Date.parse(event.startsAt), Date.parse(event.endsAt));

  return (
    <Stack>
      <Title order={1}>{t('events.title')}</Title>
      <ErrorAlert error={events.error} />
      {events.data && events.data.events.length === 0 ? <Text>{t('events.empty')}</Text> : null}
      {events.data && events.data.events.length > 0 ? (
        <>
          <Text>{t('events.count', { count: events.data.events.length })}</Text>
          <ScrollRegion label={t('events.title')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('events.columns.title')}</Table.Th>
                  <Table.Th scope="col">{t('events.columns.when')}</Table.Th>
                  <Table.Th scope="col">{t('events.columns.capacity')}</Table.Th>
                  <Table.Th scope="col">{t('events.columns.taken')}</Table.Th>
                  <Table.Th scope="col">{t('events.columns.attended')}</Table.Th>
                  <Table.Th scope="col">{t('events.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((event) => (
                  <Table.Tr key={event.eventId}>
                    <Table.Td>
                      <bdi>{event.title}</bdi>
                    </Table.Td>
                    <Table.Td>{`${when(event)} (${event.timeZone})`}</Table.Td>
                    <Table.Td>{event.capacity}</Table.Td>
                    <Table.Td>{event.seatsTaken}</Table.Td>
                    <Table.Td>{event.attended}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => setChosen(event)}
                        aria-label={t('events.show', { title: event.title })}
                      >
                        {t('events.columns.actions')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      ) : null}
      {chosen ? <Registrants event={chosen} /> : null}
    </Stack>
  );
}

function Registrants({ event }: { event: StaffEvent }) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const registrants = useQuery({
    queryKey: staffKeys.registrants(client, event.eventId),
    queryFn: ({ signal }) => staffApi.registrants(client, event.eventId, signal),
    staleTime: 0,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const heading = t('events.registrantsOf', { title: event.title });
  return (
    <Stack>
      <Title order={2}>{heading}</Title>
      <ErrorAlert error={registrants.error} />
      {registrants.data && registrants.data.registrants.length === 0 ? (
        <Text>{t('events.noRegistrants')}</Text>
      ) : null}
      {registrants.data && registrants.data.registrants.length > 0 ? (
        <ScrollRegion label={heading}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('events.registrantColumns.name')}</Table.Th>
                <Table.Th scope="col">{t('events.registrantColumns.email')}</Table.Th>
                <Table.Th scope="col">{t('events.registrantColumns.status')}</Table.Th>
                <Table.Th scope="col">{t('events.registrantColumns.registered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {registrants.data.registrants.map((row) => (
                <Table.Tr key={row.candidateId}>
                  <Table.Td>
                    <bdi>{[row.firstName, row.lastName].filter(Boolean).join(' ')}</bdi>
                  </Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{t(`events.status.${row.statusName}`)}</Table.Td>
                  <Table.Td>{date.format(row.registeredAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Stack>
  );
}
