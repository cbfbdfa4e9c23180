import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffKeys, vendorApi } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { stageLabel } from '../pipeline/stage-label';
import { usePageTitle, useStaffSession } from '../staff-context';

/** The view group's submissions (the vendor's, or the user's own) and where each stands. */
export function PortalSubmissionsPage() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  usePageTitle(t('portal.submissions.title'));
  const submissions = useQuery({
    queryKey: staffKeys.portalSubmissions(client),
    queryFn: ({ signal }) => vendorApi.portalSubmissions(client, signal),
    staleTime: 0,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack>
      <Title order={1}>{t('portal.submissions.title')}</Title>
      <ErrorAlert error={submissions.error} />
      {submissions.data && submissions.data.length === 0 ? (
        <Text>{t('portal.submissions.empty')}</Text>
      ) : null}
      {submissions.data && submissions.data.length > 0 ? (
        <ScrollRegion label={t('portal.submissions.title')}>
          <Table striped data-testid="portal-submissions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portal.submissions.columns.candidate')}</Table.Th>
                <Table.Th scope="col">{t('portal.submissions.columns.email')}</Table.Th>
                <Table.Th scope="col">{t('portal.submissions.columns.requisition')}</Table.Th>
                <Table.Th scope="col">{t('portal.submissions.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('portal.submissions.columns.submittedBy')}</Table.Th>
                <Table.Th scope="col">{t('portal.submissions.columns.submittedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {submissions.data.map((row) => (
                <Table.Tr key={row.applicationId}>
                  <Table.Td>
                    <bdi>{`${row.firstName} ${row.lastName}`}</bdi>
                  </Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>
                    <bdi>{row.requisitionTitle}</bdi>
                  </Table.Td>
                  <Table.Td>{stageLabel(t, row.status)}</Table.Td>
                  <Table.Td>
                    <bdi>{row.submittedBy}</bdi>
                  </Table.Td>
                  <Table.Td>{date.format(row.submittedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Stack>
  );
}
