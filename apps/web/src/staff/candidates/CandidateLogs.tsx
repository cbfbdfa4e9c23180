import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { Section } from '../layout/Section';
import { templateLabel } from '../pipeline/stage-label';
import { useStaffSession } from '../staff-context';

const EMAIL_STATUS_KEYS = {
  pending: 'communication.statuses.pending',
  sent: 'communication.statuses.sent',
  failed: 'communication.statuses.failed',
} as const;

const isEmailStatus = (status: string): status is keyof typeof EMAIL_STATUS_KEYS =>
  Object.hasOwn(EMAIL_STATUS_KEYS, status);

function useDateTime() {
  const { i18n } = useTranslation('staff');
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** What happened to the candidate (activity feed) and what they did (transaction log). */
export function ActivityLog({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const date = useDateTime();
  const log = useQuery({
    queryKey: staffKeys.candidatePart(client, candidateId, 'activity'),
    queryFn: ({ signal }) => staffApi.candidateLog(client, candidateId, signal),
    staleTime: 0,
  });
  return (
    <Section id="activity" title={t('activity.title')}>
      <ErrorAlert error={log.error} />
      {log.data ? (
        <Stack>
          <Title order={3} size="h5" id="activity-feed">
            {t('activity.feed')}
          </Title>
          {log.data.activities.length === 0 ? (
            <Text>{t('activity.none')}</Text>
          ) : (
            <ul aria-labelledby="activity-feed" data-testid="candidate-activity">
              {log.data.activities.map((activity) => (
                <li key={activity.activityId}>
                  {date.format(activity.createdAt)} — {activity.type}: {activity.activityData}
                </li>
              ))}
            </ul>
          )}
          <Title order={3} size="h5" id="transaction-log">
            {t('activity.transactions')}
          </Title>
          {log.data.transactions.length === 0 ? (
            <Text>{t('activity.noTransactions')}</Text>
          ) : (
            <ul aria-labelledby="transaction-log" data-testid="candidate-transactions">
              {log.data.transactions.map((entry) => (
                <li key={entry.transactionId}>
                  {date.format(entry.createdAt)} — {entry.action}
                  {entry.detail ? `: ${entry.detail}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      ) : null}
    </Section>
  );
}

/** The e-mails sent to the candidate (subjects only: a body may hold a password link). */
export function CommunicationLogTable({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const date = useDateTime();
  const log = useQuery({
    queryKey: staffKeys.candidatePart(client, candidateId, 'communication'),
    queryFn: ({ signal }) => staffApi.communicationLog(client, candidateId, signal),
    staleTime: 0,
  });
  return (
    <Section id="communication" title={t('communication.title')}>
      <ErrorAlert error={log.error} />
      {log.data?.length === 0 ? <Text>{t('communication.none')}</Text> : null}
      {log.data && log.data.length > 0 ? (
        <ScrollRegion label={t('console.tableOf', { name: t('communication.title') })}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('communication.columns.at')}</Table.Th>
                <Table.Th scope="col">{t('communication.columns.template')}</Table.Th>
                <Table.Th scope="col">{t('communication.columns.subject')}</Table.Th>
                <Table.Th scope="col">{t('communication.columns.language')}</Table.Th>
                <Table.Th scope="col">{t('communication.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody data-testid="communication-rows">
              {log.data.map((email) => (
                <Table.Tr key={email.emailId}>
                  <Table.Td>{date.format(email.sentAt ?? email.createdAt)}</Table.Td>
                  <Table.Td>{templateLabel(t, email.template)}</Table.Td>
                  <Table.Td>{email.subject}</Table.Td>
                  <Table.Td>{email.language}</Table.Td>
                  <Table.Td>
                    {isEmailStatus(email.status)
                      ? t(EMAIL_STATUS_KEYS[email.status])
                      : email.status}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Section>
  );
}
