import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VIEW_GROUPS, type VendorDetail, type ViewGroup } from '@talentgate/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { staffApi, staffKeys, vendorApi } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { Section } from '../layout/Section';
import { usePageTitle, useStaffSession } from '../staff-context';

const isViewGroup = (value: string): value is ViewGroup =>
  (VIEW_GROUPS as readonly string[]).includes(value);

/** One vendor: its details, its users (view groups, active), the requisitions it is given. */
export function VendorPage() {
  const { vendorId } = useParams();
  const id = Number(vendorId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const vendor = useQuery({
    queryKey: staffKeys.vendor(client, id),
    queryFn: ({ signal }) => vendorApi.vendor(client, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  usePageTitle(vendor.data?.name ?? t('vendors.title'));
  if (vendor.error)
    return (
      <Stack>
        <Title order={1}>{t('vendors.title')}</Title>
        <ErrorAlert error={vendor.error} />
      </Stack>
    );
  if (!vendor.data) return <Text>{t('console.loading')}</Text>;
  return <VendorView vendor={vendor.data} />;
}

function useVendorSaved(vendorId: number) {
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  return (next: VendorDetail) => {
    queryClient.setQueryData(staffKeys.vendor(client, vendorId), next);
    void queryClient.invalidateQueries({ queryKey: staffKeys.vendors(client), exact: true });
  };
}

function VendorView({ vendor }: { vendor: VendorDetail }) {
  return (
    <Stack>
      <Title order={1}>
        <bdi>{vendor.name}</bdi>
      </Title>
      <DetailsSection vendor={vendor} />
      <UsersSection vendor={vendor} />
      <RequisitionsSection vendor={vendor} />
    </Stack>
  );
}

interface DetailsForm {
  name: string;
  contactEmail: string;
  active: boolean;
}

const detailsOf = (vendor: VendorDetail): DetailsForm => ({
  name: vendor.name,
  contactEmail: vendor.contactEmail ?? '',
  active: vendor.active,
});

function DetailsSection({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const saved = useVendorSaved(vendor.vendorId);
  const { register, handleSubmit, reset, formState } = useForm<DetailsForm>({
    defaultValues: detailsOf(vendor),
  });
  useEffect(() => reset(detailsOf(vendor)), [vendor, reset]);
  const save = useMutation({
    mutationFn: (form: DetailsForm) =>
      vendorApi.updateVendor(client, vendor.vendorId, {
        name: form.name,
        contactEmail: form.contactEmail.trim() === '' ? null : form.contactEmail.trim(),
        active: form.active,
      }),
    onSuccess: saved,
  });
  return (
    <Section id="vendor-details" title={t('vendors.details')}>
      <form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
        <Stack>
          <ErrorAlert error={save.error} />
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
          <Checkbox label={t('vendors.fields.active')} {...register('active')} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('vendors.save')}
            </Button>
            {save.isSuccess && !formState.isDirty ? (
              <Text role="status">{t('vendors.saved')}</Text>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

interface UserForm {
  name: string;
  email: string;
  password: string;
  viewGroup: ViewGroup;
}

const NEW_USER: UserForm = { name: '', email: '', password: '', viewGroup: 'vendor' };

function UsersSection({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const saved = useVendorSaved(vendor.vendorId);
  const viewGroups = VIEW_GROUPS.map((value) => ({
    value,
    label: t(`vendors.viewGroups.${value}`),
  }));
  const { register, handleSubmit, reset, formState } = useForm<UserForm>({
    defaultValues: NEW_USER,
  });
  const add = useMutation({
    mutationFn: (form: UserForm) => vendorApi.addUser(client, vendor.vendorId, form),
    onSuccess: (next) => {
      saved(next);
      reset(NEW_USER);
    },
  });
  const viewGroup = useMutation({
    mutationFn: ({ staffUserId, value }: { staffUserId: number; value: ViewGroup }) =>
      vendorApi.setViewGroup(client, vendor.vendorId, staffUserId, value),
    onSuccess: saved,
  });
  const active = useMutation({
    mutationFn: ({ staffUserId, value }: { staffUserId: number; value: boolean }) =>
      vendorApi.setUserActive(client, vendor.vendorId, staffUserId, value),
    onSuccess: saved,
  });
  const required = { required: true };
  return (
    <Section id="vendor-users" title={t('vendors.users')}>
      <Stack>
        <Text size="sm">{t('vendors.viewGroupHelp')}</Text>
        <ErrorAlert error={viewGroup.error ?? active.error} />
        {vendor.users.length === 0 ? <Text>{t('vendors.noUsers')}</Text> : null}
        {vendor.users.length > 0 ? (
          <ScrollRegion label={t('vendors.usersTable')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('vendors.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('vendors.fields.email')}</Table.Th>
                  <Table.Th scope="col">{t('vendors.fields.viewGroup')}</Table.Th>
                  <Table.Th scope="col">{t('vendors.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {vendor.users.map((user) => (
                  <Table.Tr key={user.staffUserId}>
                    <Table.Td>
                      <bdi>{user.name}</bdi>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        aria-label={t('vendors.viewGroupOf', { name: user.name })}
                        value={user.viewGroup}
                        data={viewGroups}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          if (isViewGroup(value))
                            viewGroup.mutate({ staffUserId: user.staffUserId, value });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t(
                          user.active ? 'vendors.deactivateUser' : 'vendors.activateUser',
                          {
                            name: user.name,
                          },
                        )}
                        onClick={() =>
                          active.mutate({ staffUserId: user.staffUserId, value: !user.active })
                        }
                      >
                        {user.active ? t('vendors.deactivate') : t('vendors.activate')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
        <form
          noValidate
          onSubmit={handleSubmit((form) => add.mutate(form))}
          aria-labelledby="new-vendor-user"
        >
          <Stack>
            <Title order={3} size="h5" id="new-vendor-user">
              {t('vendors.newUser')}
            </Title>
            <ErrorAlert error={add.error} />
            <Group align="flex-start" grow>
              <TextInput
                label={t('vendors.fields.userName')}
                maxLength={120}
                withAsterisk
                autoComplete="off"
                error={formState.errors.name ? t('vendors.required') : undefined}
                {...register('name', required)}
              />
              <TextInput
                label={t('vendors.fields.email')}
                type="email"
                maxLength={254}
                withAsterisk
                autoComplete="off"
                error={formState.errors.email ? t('vendors.required') : undefined}
                {...register('email', required)}
              />
            </Group>
            <Group align="flex-start" grow>
              <PasswordInput
                label={t('vendors.fields.password')}
                description={t('vendors.passwordHelp')}
                maxLength={128}
                withAsterisk
                autoComplete="new-password"
                error={formState.errors.password ? t('vendors.passwordHelp') : undefined}
                {...register('password', { required: true, minLength: 8 })}
              />
              <NativeSelect
                label={t('vendors.fields.viewGroup')}
                data={viewGroups}
                {...register('viewGroup')}
              />
            </Group>
            <Group>
              <Button type="submit" loading={add.isPending}>
                {t('vendors.addUser')}
              </Button>
              {add.isSuccess && !formState.isDirty ? (
                <Text role="status">{t('vendors.userAdded')}</Text>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}

function RequisitionsSection({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const saved = useVendorSaved(vendor.vendorId);
  const search = { status: 'open' as const, pageSize: 100 };
  const open = useQuery({
    queryKey: staffKeys.requisitions(client, search),
    queryFn: ({ signal }) => staffApi.searchRequisitions(client, search, signal),
  });
  // Null: what the vendor holds; a change of the user's until the save answers.
  const [edited, setEdited] = useState<number[] | null>(null);
  const chosen = edited ?? vendor.requisitions.map((item) => item.requisitionId);
  const save = useMutation({
    // What is on the screen travels with the click (the mutation's variables): useMutation
    // renews this function in an effect, after the frame (the approvers' race, d69ade3).
    mutationFn: (requisitions: number[]) =>
      vendorApi.setRequisitions(client, vendor.vendorId, requisitions),
    onSuccess: (next) => {
      saved(next);
      setEdited(null);
    },
  });
  // Open requisitions to give, and whatever the vendor holds already (closed ones too).
  const options = [
    ...vendor.requisitions.map((item) => ({
      requisitionId: item.requisitionId,
      title: item.title,
    })),
    ...(open.data?.items ?? []).filter(
      (item) => !vendor.requisitions.some((given) => given.requisitionId === item.requisitionId),
    ),
  ];
  return (
    <Section id="vendor-requisitions" title={t('vendors.requisitions')}>
      <Stack>
        <ErrorAlert error={open.error ?? save.error} />
        {options.length === 0 && open.data ? <Text>{t('vendors.noRequisitions')}</Text> : null}
        <Checkbox.Group
          label={t('vendors.requisitionsHelp')}
          value={chosen.map(String)}
          onChange={(values) => setEdited(values.map(Number))}
        >
          <Stack gap="xs" mt="xs">
            {options.map((item) => (
              <Checkbox
                key={item.requisitionId}
                value={String(item.requisitionId)}
                label={<bdi>{item.title}</bdi>}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button onClick={() => save.mutate(chosen)} loading={save.isPending}>
            {t('vendors.saveRequisitions')}
          </Button>
          {save.isSuccess && edited === null ? (
            <Text role="status">{t('vendors.saved')}</Text>
          ) : null}
        </Group>
      </Stack>
    </Section>
  );
}
