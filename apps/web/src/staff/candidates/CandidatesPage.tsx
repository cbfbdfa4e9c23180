import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateSearchBody } from '@talentgate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';
import { folderLabel } from './folder-label';

const PAGE_SIZE = 50;

interface SearchForm {
  q: string;
  folderId: string;
}

/** The candidates this user sees (the server applies their scope), by text and folder. */
export function CandidatesPage() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const [search, setSearch] = useState<CandidateSearchBody>({ pageSize: PAGE_SIZE, page: 1 });
  const { register, handleSubmit } = useForm<SearchForm>({
    defaultValues: { q: '', folderId: '' },
  });
  usePageTitle(t('candidates.title'));
  const folders = useQuery({
    queryKey: staffKeys.folders(client),
    queryFn: ({ signal }) => staffApi.folders(client, signal),
  });
  const result = useQuery({
    queryKey: staffKeys.candidates(client, search),
    queryFn: ({ signal }) => staffApi.searchCandidates(client, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <Title order={1}>{t('candidates.title')}</Title>
      <form
        role="search"
        aria-label={t('candidates.searchLabel')}
        onSubmit={handleSubmit((form) =>
          setSearch({
            pageSize: PAGE_SIZE,
            page: 1,
            ...(form.q.trim() ? { q: form.q.trim() } : {}),
            ...(form.folderId ? { folderId: Number(form.folderId) } : {}),
          }),
        )}
      >
        <Group align="flex-end">
          <TextInput label={t('candidates.query')} maxLength={200} {...register('q')} />
          <NativeSelect
            label={t('candidates.folder')}
            data={[
              { value: '', label: t('candidates.anyFolder') },
              ...(folders.data ?? []).map((folder) => ({
                value: String(folder.folderId),
                label: folderLabel(t, folder),
              })),
            ]}
            {...register('folderId')}
          />
          <Button type="submit">{t('candidates.search')}</Button>
        </Group>
      </form>
      <ErrorAlert error={result.error ?? folders.error} />
      {result.data ? (
        <>
          <Text role="status">
            {result.data.more
              ? t('candidates.countMore', { limit: result.data.total })
              : t('candidates.count', { count: result.data.total })}
          </Text>
          <ScrollRegion label={t('candidates.title')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('candidates.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('candidates.columns.email')}</Table.Th>
                  <Table.Th scope="col">{t('candidates.columns.location')}</Table.Th>
                  <Table.Th scope="col">{t('candidates.columns.joined')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody data-testid="candidate-rows">
                {result.data.items.map((candidate) => (
                  <Table.Tr key={candidate.candidateId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/candidates/${candidate.candidateId}`}>
                        {candidate.name || candidate.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{candidate.email}</Table.Td>
                    <Table.Td>
                      {[candidate.city, candidate.country].filter(Boolean).join(', ')}
                    </Table.Td>
                    <Table.Td>{date.format(candidate.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {pages > 1 ? (
            <Group>
              <Pagination
                total={pages}
                value={search.page ?? 1}
                onChange={(page) => setSearch({ ...search, page })}
                getControlProps={(control) => ({ 'aria-label': t(`audit.pager.${control}`) })}
              />
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
