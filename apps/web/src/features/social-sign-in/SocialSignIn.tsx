import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../routing/current-route';
import { useClient } from '../site/client-context';
import { MergePanel } from './MergePanel';
import { fetchProviders } from './social-api';
import { socialSourceOf } from './social-source';
import { useSocialSignIn } from './use-social-sign-in';

/**
 * The sign-in modal's and page's social sign-in widget (spec 1 §2): a button per provider of
 * the tenant, the provider in a popup, then the outcome: signed in, a notice, or the merge.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const client = useClient();
  const providers = useQuery({
    queryKey: ['social-providers', client],
    queryFn: () => fetchProviders(client),
    staleTime: 5 * 60_000,
  });
  const social = useSocialSignIn();
  const source = socialSourceOf(useCurrentRoute().routeId);
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const { state } = social;

  if (state.status === 'mergePending')
    return (
      <MergePanel
        state={state}
        onPassword={social.proveWithPassword}
        onEmail={social.proveByEmail}
      />
    );

  return (
    <Stack gap="sm">
      <Divider label={t('social.or')} labelPosition="center" />
      {state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      )}
      {list.map((provider) => (
        <Button
          key={provider.key}
          variant="default"
          fullWidth
          loading={state.status === 'busy'}
          onClick={() => void social.start(provider, source)}
        >
          {t('social.signInWith', { provider: provider.label })}
        </Button>
      ))}
    </Stack>
  );
}
