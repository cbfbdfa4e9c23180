import { Button, Group, Stack, Text } from '@mantine/core';
import type { PublicIdentityProvider, SocialLinks } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStored } from '../../lib/stored-session';
import { useApiErrorText } from '../auth/use-api-error-text';
import { useNotify } from '../feedback/notifications-context';
import { useClient } from '../site/client-context';
import { fetchProviders, finishSocialSignIn, startSocialSignIn } from './social-api';
import { openBlankPopup, watchPopup } from './social-popup';

/**
 * The dashboard's "connect another account" (decision 0028 rule 6): a button per provider of
 * the tenant the candidate has not linked yet. The provider opens in the popup as for a
 * sign-in, and its answer links it to the signed-in candidate (the API checks it is they who
 * started). Single sign-on is the organisation's, not the candidate's to connect.
 */
export function ConnectProviders({
  methods,
  onConnected,
}: {
  methods: SocialLinks;
  onConnected: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const providers = useQuery({
    queryKey: ['social-providers', client],
    queryFn: () => fetchProviders(client),
    staleTime: 5 * 60_000,
  });
  const linked = new Set(methods.links.map((link) => link.provider));
  const open = (providers.data ?? []).filter(
    (provider) => provider.kind !== 'enterprise' && !linked.has(provider.key),
  );
  if (open.length === 0) return null;

  const fail = (error: unknown) => {
    notify({ message: errorText(error), alertClass: 'danger' });
    setBusy(null);
  };

  const finish = async (provider: PublicIdentityProvider, query: string) => {
    try {
      await finishSocialSignIn(client, query);
      await onConnected();
      notify({
        message: t('social.methods.connected', { provider: provider.label }),
        alertClass: 'success',
      });
      setBusy(null);
    } catch (error) {
      fail(error);
    }
  };

  const connect = async (provider: PublicIdentityProvider) => {
    setBusy(provider.key);
    // Opened at the click: after the start call's round trip the browser could block it.
    const popup = openBlankPopup();
    try {
      const { authorizationUrl } = await startSocialSignIn(client, provider.key, 'sign-in', {
        link: true,
      });
      if (!popup) {
        // Blocked: the provider's page replaces this one, and its answer comes back here.
        writeStored('loginRedirect', `${window.location.pathname}${window.location.search}`);
        window.location.assign(authorizationUrl);
        return;
      }
      watchPopup(popup, authorizationUrl, {
        onReturn: (query) => void finish(provider, query),
        onClosed: () => setBusy(null),
      });
    } catch (error) {
      popup?.close();
      fail(error);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{t('social.methods.connectIntro')}</Text>
      <Group gap="sm">
        {open.map((provider) => (
          <Button
            key={provider.key}
            variant="default"
            size="xs"
            loading={busy === provider.key}
            disabled={busy !== null && busy !== provider.key}
            onClick={() => void connect(provider)}
          >
            {t('social.methods.connect', { provider: provider.label })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
