import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { staffKeys, vendorApi } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';

interface NewVendorForm {
  name: string;
  contactEmail: string;
}

/** The tenant's vendors (agencies), and a new one. */
export function VendorsPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('vendors.title'));
  const vendors = useQuery({
    queryKey: staffKeys.vendors(client),
    queryFn: ({ signal }) => vendorApi.vendors(client, signal),
    staleTime: 0,
  });
  const { register, handleSubmit, formState } = useForm<NewVendorForm>({
    defaultValues: { name: '', contactEmail: '' },
  });
  const create = useMutation({
    mutationFn: (form: NewVendorForm) =>
      vendorApi.createVendor(client, {
        name: form.name,
        contactEmail: form.contactEmail.trim() === '' ? null : form.contactEmail.trim(),
      }),
    onSuccess: async (vendor) => {
      queryClient.setQueryData(staffKeys.vendor(client, vendor.vendorId), vendor);
      await queryClient.invalidateQueries({ queryKey: staffKeys.vendors(client) });
      await navigate(`/vendors/${vendor.vendorId}`);
    },
  });

  return (
    <Stack>
      <Title order={1}>{t('vendors.title')}</Title>
      <ErrorAlert error={vendors.error} />
      {vendors.data && vendors.data.length === 0 ? <Text>{t('vendors.empty')}</Text> : null}
      {vendors.data && vendors.data.length > 0 ? (
        <ScrollRegion label={t('vendors.title')}>
          <Table striped data-testid="vendor-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('vendors.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('vendors.columns.contact')}</Table.Th>
                <Table.Th scope="col">{t('vendors.columns.users')}</Table.Th>
                <Table.Th scope="col">{t('vendors.columns.requisitions')}</Table.Th>
                <Table.Th scope="col">{t('vendors.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vendors.data.map((vendor) => (
                <Table.Tr key={vendor.vendorId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/vendors/${vendor.vendorId}`}>
                      <bdi>{vendor.name}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{vendor.contactEmail ?? ''}</Table.Td>
                  <Table.Td>{vendor.userCount}</Table.Td>
                  <Table.Td>{vendor.requisitionCount}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={vendor.active ? 'green' : 'gray'}>
                      {vendor.active ? t('vendors.active') : t('vendors.inactive')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
      <Paper
        withBorder
        p="md"
        component="form"
        noValidate
        aria-labelledby="new-vendor"
        onSubmit={handleSubmit((form) => create.mutate(form))}
      >
        <Title order={2} size="h4" id="new-vendor" mb="xs">
          {t('vendors.new')}
        </Title>
        <Stack>
          <ErrorAlert error={create.error} />
          <Group align="flex-start" grow>
            <TextInput
              label={t('vendors.fields.name')}
              maxLength={120}
              withAsterisk
              error={formState.errors.name ? t('vendors.required') : undefined}
              {...register('name', { required: true })}
            />
            <TextInput
              label={t('vendors.fields.contactEmail')}
              type="email"
              maxLength={254}
              {...register('contactEmail')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('vendors.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
