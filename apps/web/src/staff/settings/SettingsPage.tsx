import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { usePageTitle, useStaffSession } from '../staff-context';
import { ListEditor } from './ListEditor';

/**
 * Lists and feature flags (admins): what `npm run lists` and the tenant settings set from
 * files, here from the console; the export of the lists round-trips what is written here.
 */
export function SettingsPage() {
  const { t } = useTranslation('staff');
  usePageTitle(t('settings.title'));
  return (
    <Stack>
      <Title order={1}>{t('settings.title')}</Title>
      <FeatureFlagsSection />
      <ListEditor />
    </Stack>
  );
}

function FeatureFlagsSection() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const flags = useQuery({
    queryKey: staffKeys.flags(client),
    queryFn: ({ signal }) => staffApi.flags(client, signal),
    staleTime: 0,
  });
  const toggle = useMutation({
    mutationFn: ({ name, on }: { name: FeatureFlagName; on: boolean }) =>
      staffApi.setFlags(client, { [name]: on }),
    onSuccess: (next, { name, on }) => {
      queryClient.setQueryData(staffKeys.flags(client), next);
      setAnnouncement(t(on ? 'settings.flagOn' : 'settings.flagOff', { name }));
    },
  });
  return (
    <Section id="flags" title={t('settings.flags')}>
      <Stack gap="xs">
        <Text size="sm">{t('settings.flagsHelp')}</Text>
        <ErrorAlert error={flags.error ?? toggle.error} />
        <div role="status">{announcement ? <Alert color="green">{announcement}</Alert> : null}</div>
        {flags.data
          ? FEATURE_FLAG_NAMES.map((name) => (
              <Switch
                key={name}
                label={name}
                checked={flags.data[name]}
                onChange={(event) => toggle.mutate({ name, on: event.currentTarget.checked })}
              />
            ))
          : null}
      </Stack>
    </Section>
  );
}
