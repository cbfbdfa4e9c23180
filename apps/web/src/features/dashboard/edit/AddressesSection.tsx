import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ADDRESS_TYPES, type Address, type AddressInput } from '@talentgate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { addressesQuery, dashboardKey, deleteAddress, saveAddress } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { QueryView } from '../QueryView';

type AddressType = (typeof ADDRESS_TYPES)[number];
type Draft = Omit<AddressInput, 'usersId' | 'addressId' | 'addressType'> & {
  addressType: AddressType;
};
type TextField = Exclude<keyof Draft, 'addressType'>;

const EMPTY: Draft = {
  addressType: 'home',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
};
const REQUIRED: readonly TextField[] = ['line1', 'city', 'country'];
const FIELDS: readonly { name: TextField; maxLength: number; autoComplete: string }[] = [
  { name: 'line1', maxLength: 200, autoComplete: 'address-line1' },
  { name: 'line2', maxLength: 200, autoComplete: 'address-line2' },
  { name: 'city', maxLength: 100, autoComplete: 'address-level2' },
  { name: 'state', maxLength: 100, autoComplete: 'address-level1' },
  { name: 'zip', maxLength: 20, autoComplete: 'postal-code' },
  { name: 'country', maxLength: 100, autoComplete: 'country-name' },
];

const isAddressType = (value: string): value is AddressType =>
  (ADDRESS_TYPES as readonly string[]).includes(value);

/** The candidate's addresses (spec 1 §7): listed by user, added with PUT, deleted. */
export function AddressesSection() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const owner = useDashboardOwner();
  const query = useQuery(addressesQuery(owner));
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h4" id={headingId}>
          {t('dashboard.edit.addresses.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.edit.addresses.intro')}
        </Text>
      </Stack>
      <QueryView query={query}>
        {(addresses) =>
          addresses.length === 0 ? (
            <Text size="sm">{t('dashboard.edit.addresses.empty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" className={classes.plainList}>
              {addresses.map((address) => (
                <AddressItem key={address.addressId} address={address} />
              ))}
            </Stack>
          )
        }
      </QueryView>
      <AddressForm />
    </Stack>
  );
}

function AddressItem({ address }: { address: Address }) {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [deleting, setDeleting] = useState(false);
  const labelId = useId();
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAddress(owner.client, address.addressId);
      notify({ message: t('dashboard.edit.addresses.deleted'), alertClass: 'success' });
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId, 'addresses'),
      });
    } catch (error) {
      notify({ message: errorText(error), alertClass: 'danger' });
    } finally {
      setDeleting(false);
    }
  };
  const lines = [
    address.line1,
    address.line2,
    [address.zip, address.city, address.state].filter((part) => part !== '').join(' '),
    address.country,
  ].filter((line) => line !== '');
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} id={labelId}>
            {t(`dashboard.edit.addresses.types.${address.addressType}`)}
          </Text>
          {lines.map((line) => (
            <Text size="sm" key={line} dir="auto">
              {line}
            </Text>
          ))}
        </Stack>
        <Button
          variant="default"
          size="xs"
          loading={deleting}
          onClick={() => void remove()}
          aria-describedby={labelId}
        >
          {t('dashboard.edit.addresses.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

function AddressForm() {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const headingId = useId();
  const missing = REQUIRED.filter((name) => draft[name]?.trim() === '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length > 0 || saving) return;
    setSaving(true);
    setError(null);
    try {
      await saveAddress(owner.client, { ...draft, usersId: owner.candidateId });
      notify({ message: t('dashboard.edit.addresses.saved'), alertClass: 'success' });
      setDraft(EMPTY);
      setSubmitted(false);
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId, 'addresses'),
      });
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={headingId}>
          {t('dashboard.edit.addresses.addHeading')}
        </Title>
        <NativeSelect
          label={t('dashboard.edit.addresses.type')}
          value={draft.addressType}
          data={ADDRESS_TYPES.map((type) => ({
            value: type,
            label: t(`dashboard.edit.addresses.types.${type}`),
          }))}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isAddressType(value)) setDraft((current) => ({ ...current, addressType: value }));
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ name, maxLength, autoComplete }) => (
            <TextInput
              key={name}
              label={t(`dashboard.edit.addresses.fields.${name}`)}
              required={REQUIRED.includes(name)}
              value={draft[name] ?? ''}
              maxLength={maxLength}
              autoComplete={autoComplete}
              error={
                submitted &&
                missing.includes(name) &&
                t('dashboard.edit.addresses.required', {
                  title: t(`dashboard.edit.addresses.fields.${name}`),
                })
              }
              onChange={(event) => {
                const { value } = event.currentTarget;
                setDraft((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {error !== null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('dashboard.edit.addresses.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
