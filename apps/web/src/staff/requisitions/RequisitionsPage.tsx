import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  STAFF_REQUISITION_STATUSES,
  type RequisitionSearchBody,
  type StaffRequisitionStatus,
} from '@talentgate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import { requisitionStatusLabel } from './status-label';

interface SearchForm {
  q: string;
  status: '' | StaffRequisitionStatus;
}

const isStatus = (value: string): value is StaffRequisitionStatus =>
  (STAFF_REQUISITION_STATUSES as readonly string[]).includes(value);

/** The requisitions this user may see (the server applies their scope), searched and filtered. */
export function RequisitionsPage() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('requisitions:write');
  const [search, setSearch] = useState<RequisitionSearchBody>({ pageSize: 100 });
  const { register, handleSubmit } = useForm<SearchForm>({ defaultValues: { q: '', status: '' } });
  usePageTitle(t('requisitions.title'));
  const result = useQuery({
    queryKey: staffKeys.requisitions(client, search),
    queryFn: ({ signal }) => staffApi.searchRequisitions(client, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('requisitions.title')}</Title>
        {canWrite ? (
          <Button component={Link} to="/requisitions/new">
            {t('requisitions.new')}
          </Button>
        ) : null}
      </Group>
      <Group
        component="form"
        role="search"
        aria-label={t('requisitions.searchLabel')}
        align="flex-end"
        onSubmit={handleSubmit(({ q, status }) =>
          setSearch({
            pageSize: 100,
            ...(q.trim() ? { q: q.trim() } : {}),
            ...(isStatus(status) ? { status } : {}),
          }),
        )}
      >
        <TextInput label={t('requisitions.query')} {...register('q')} />
        <NativeSelect
          label={t('requisitions.status')}
          data={[
            { value: '', label: t('requisitions.anyStatus') },
            ...STAFF_REQUISITION_STATUSES.map((status) => ({
              value: status,
              label: requisitionStatusLabel(t, status),
            })),
          ]}
          {...register('status')}
        />
        <Button type="submit" variant="default">
          {t('requisitions.search')}
        </Button>
      </Group>
      <ErrorAlert error={result.error} />
      {result.data ? (
        <>
          <Text role="status">{t('requisitions.count', { count: result.data.total })}</Text>
          {result.data.items.length > 0 ? (
            <ScrollRegion label={t('requisitions.title')}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('requisitions.columns.title')}</Table.Th>
                    <Table.Th scope="col">{t('requisitions.columns.category')}</Table.Th>
                    <Table.Th scope="col">{t('requisitions.columns.status')}</Table.Th>
                    <Table.Th scope="col">{t('requisitions.columns.applications')}</Table.Th>
                    <Table.Th scope="col">{t('requisitions.columns.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody data-testid="requisition-rows">
                  {result.data.items.map((item) => (
                    <Table.Tr key={item.requisitionId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/requisitions/${item.requisitionId}`}>
                          {item.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{item.category}</Table.Td>
                      <Table.Td>{requisitionStatusLabel(t, item.status)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/requisitions/${item.requisitionId}/pipeline`}
                          aria-label={t('requisitions.pipelineOf', {
                            count: item.applicationCount,
                            title: item.title,
                          })}
                        >
                          {item.applicationCount}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{dateFormat.format(item.updatedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
