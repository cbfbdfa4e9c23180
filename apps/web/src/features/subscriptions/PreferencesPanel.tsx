import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunicationType } from '@talentgate/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { ErrorState } from '../errors/ErrorState';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { useClient } from '../site/client-context';
import { payloadAfterToggle, visibleTypes } from './preference-choices';
import { fetchSubscriptions, subscriptionsKey, updateSubscriptions } from './subscriptions-api';

interface PreferencesPanelProps {
  candidateId: number;
  /** Heading level inside the page that mounts the panel (the dashboard's tab, the profile). */
  headingOrder?: 2 | 3;
}

/**
 * The candidate's subscriptions as switches (spec 1 §4 "Unsubscribe and preferences"):
 * marketing e-mail, sms, and job-alert e-mail when the jobAlertSubscription flag is on.
 * Each change is saved at once and the stored answer is shown.
 */
export function PreferencesPanel({ candidateId, headingOrder = 2 }: PreferencesPanelProps) {
  const { t } = useTranslation();
  const client = useClient();
  const { recovery } = useAuth();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const flags = useFeatureFlags();
  const key = subscriptionsKey(client, candidateId);
  const subscriptions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => recovery.run(() => fetchSubscriptions(client, candidateId, signal)),
  });
  const save = useMutation({
    mutationFn: (change: { type: CommunicationType; subscribed: boolean }) =>
      recovery.run(() =>
        updateSubscriptions(
          client,
          candidateId,
          payloadAfterToggle(
            subscriptions.data ?? [],
            visibleTypes(flags.data?.jobAlertSubscription ?? false),
            change.type,
            change.subscribed,
          ),
        ),
      ),
    onMutate: () => setSaved(false),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      setSaved(true);
    },
  });

  if (subscriptions.isError) {
    return (
      <ErrorState
        message={t('subscriptions.preferences.loadError')}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  if (!subscriptions.data || !flags.data) return null;
  const list = subscriptions.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h3" id={headingId}>
        {t('subscriptions.preferences.heading')}
      </Title>
      <Text c="dimmed">{t('subscriptions.preferences.intro')}</Text>
      {visibleTypes(flags.data.jobAlertSubscription).map((type) => {
        const item = list.find((entry) => entry.communicationType === type);
        return (
          <Switch
            key={type}
            label={t(`subscriptions.types.${type}`)}
            description={t(`subscriptions.typeHints.${type}`)}
            checked={item?.subscription === 't'}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ type, subscribed: event.currentTarget.checked })}
          />
        );
      })}
      <div role="status" aria-live="polite">
        {saved && <Text size="sm">{t('subscriptions.preferences.saved')}</Text>}
      </div>
      {save.isError && (
        <Alert color="red" role="alert">
          {t('subscriptions.preferences.saveError')}
        </Alert>
      )}
    </Stack>
  );
}
