import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundOrder } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { backgroundApi, backgroundKeys } from './background-api';

/** While an order waits for the provider, its status is asked for again this often. */
const POLL_MS = 2_000;

const isOpen = (order: BackgroundOrder) => order.status !== 'completed';

/**
 * An application's background checks (decision 0052): its orders with status and result,
 * and, for users who may change applications, a package to order from the provider.
 */
export function BackgroundChecksSection({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const canOrder = useCan('applications:write');
  const queryClient = useQueryClient();
  const [packageCode, setPackageCode] = useState('');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const orders = useQuery({
    queryKey: backgroundKeys.orders(client, applicationId),
    queryFn: ({ signal }) => backgroundApi.orders(client, applicationId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? POLL_MS : false),
  });
  const packages = useQuery({
    queryKey: backgroundKeys.packages(client),
    queryFn: ({ signal }) => backgroundApi.packages(client, signal),
    staleTime: 60_000,
    enabled: canOrder,
  });
  const order = useMutation({
    mutationFn: (code: string) => backgroundApi.order(client, { applicationId, packageCode: code }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: backgroundKeys.orders(client, applicationId) }),
  });
  const chosen = packageCode || packages.data?.packages[0]?.code || '';

  return (
    <Section id="background-checks" title={t('background.title')}>
      <Stack>
        <ErrorAlert error={orders.error ?? packages.error ?? order.error} />
        {orders.data?.length === 0 ? <Text>{t('background.none')}</Text> : null}
        {orders.data && orders.data.length > 0 ? (
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Caption>{t('background.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('background.package')}</Table.Th>
                  <Table.Th>{t('background.status')}</Table.Th>
                  <Table.Th>{t('background.result')}</Table.Th>
                  <Table.Th>{t('background.ordered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.map((item) => (
                  <Table.Tr key={item.orderId}>
                    <Table.Td>{item.packageName}</Table.Td>
                    <Table.Td>{t(`background.statuses.${item.status}`)}</Table.Td>
                    <Table.Td>
                      {item.result ? (
                        <Stack gap={4}>
                          <Badge
                            variant="light"
                            color={item.result === 'clear' ? 'green' : 'yellow'}
                            data-testid="background-result"
                          >
                            {t(`background.results.${item.result}`)}
                          </Badge>
                          {item.summary ? <Text size="sm">{item.summary}</Text> : null}
                        </Stack>
                      ) : (
                        t('background.pending')
                      )}
                    </Table.Td>
                    <Table.Td>
                      {t('background.orderedBy', {
                        name: item.orderedBy ?? t('background.someone'),
                        date: date.format(new Date(item.orderedAt)),
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {canOrder && packages.data ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) order.mutate(chosen);
            }}
          >
            <Group align="flex-end">
              <NativeSelect
                label={t('background.choosePackage')}
                value={chosen}
                onChange={(event) => setPackageCode(event.currentTarget.value)}
                data={packages.data.packages.map((item) => ({
                  value: item.code,
                  label: `${item.name}: ${item.description}`,
                }))}
              />
              <Button type="submit" loading={order.isPending}>
                {t('background.order')}
              </Button>
            </Group>
          </form>
        ) : null}
      </Stack>
    </Section>
  );
}
