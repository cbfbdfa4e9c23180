import { Code, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';

const PAGE_SIZE = 50;

const brief = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/**
 * The audit log of staff writes, newest first (admins). Other roles reach it only by its
 * address, and read the API's refusal (403) as the page's message.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const [page, setPage] = useState(1);
  usePageTitle(t('audit.title'));
  const audit = useQuery({
    queryKey: staffKeys.audit(client, page),
    queryFn: ({ signal }) => staffApi.audit(client, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <Title order={1}>{t('audit.title')}</Title>
      <ErrorAlert error={audit.error} />
      {audit.data ? (
        <>
          <Text>{t('audit.count', { count: audit.data.total })}</Text>
          <ScrollRegion label={t('audit.title')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('audit.columns.at')}</Table.Th>
                  <Table.Th scope="col">{t('audit.columns.who')}</Table.Th>
                  <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
                  <Table.Th scope="col">{t('audit.columns.entity')}</Table.Th>
                  <Table.Th scope="col">{t('audit.columns.before')}</Table.Th>
                  <Table.Th scope="col">{t('audit.columns.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody data-testid="audit-rows">
                {audit.data.items.map((entry) => (
                  <Table.Tr key={entry.auditId}>
                    <Table.Td>{date.format(entry.at)}</Table.Td>
                    <Table.Td>{entry.staffName}</Table.Td>
                    <Table.Td>{entry.action}</Table.Td>
                    <Table.Td>
                      {entry.entityType}
                      {entry.entityId ? ` ${entry.entityId}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Code>{brief(entry.before)}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code>{brief(entry.after)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {pages > 1 ? (
            <Group>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`audit.pager.${control}`) })}
              />
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
