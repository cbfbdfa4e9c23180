import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffKeys, vendorApi } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';

/** The open requisitions given to the vendor, each opening its page and submission form. */
export function PortalRequisitionsPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  usePageTitle(t('portal.requisitions.title'));
  const requisitions = useQuery({
    queryKey: staffKeys.portalRequisitions(client),
    queryFn: ({ signal }) => vendorApi.portalRequisitions(client, signal),
    staleTime: 0,
  });
  return (
    <Stack>
      <Title order={1}>{t('portal.requisitions.title')}</Title>
      <ErrorAlert error={requisitions.error} />
      {requisitions.data && requisitions.data.length === 0 ? (
        <Text>{t('portal.requisitions.empty')}</Text>
      ) : null}
      {requisitions.data && requisitions.data.length > 0 ? (
        <ScrollRegion label={t('portal.requisitions.title')}>
          <Table striped data-testid="portal-requisitions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portal.requisitions.columns.title')}</Table.Th>
                <Table.Th scope="col">{t('portal.requisitions.columns.category')}</Table.Th>
                <Table.Th scope="col">{t('portal.requisitions.columns.place')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requisitions.data.map((requisition) => (
                <Table.Tr key={requisition.requisitionId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/requisitions/${requisition.requisitionId}`}>
                      <bdi>{requisition.title}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{requisition.category}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{[requisition.city, requisition.country].filter(Boolean).join(', ')}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Stack>
  );
}
