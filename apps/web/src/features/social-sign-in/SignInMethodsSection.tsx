import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SocialLink, SocialLinks } from '@talentgate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../auth/use-api-error-text';
import { dashboardKey } from '../dashboard/dashboard-api';
import { useDashboardOwner } from '../dashboard/dashboard-owner';
import classes from '../dashboard/Dashboard.module.css';
import { QueryView } from '../dashboard/QueryView';
import { useNotify } from '../feedback/notifications-context';
import { ConnectProviders } from './ConnectProviders';
import { fetchSignInMethods, unlinkSignInMethod } from './social-api';

/**
 * The dashboard's ways in (decision 0028 rule 6): the password, if the account has one, and
 * every linked provider, each of which may be disconnected unless it is the last way in; and
 * the tenant's other providers, to connect.
 */
export function SignInMethodsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const queryKey = dashboardKey(owner.client, owner.candidateId, 'sign-in-methods');
  const query = useQuery({
    queryKey,
    queryFn: () => owner.recovery.run(() => fetchSignInMethods(owner.client)),
  });
  const onConnected = () => queryClient.invalidateQueries({ queryKey });
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h4" id={headingId}>
          {t('social.methods.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('social.methods.intro')}
        </Text>
      </Stack>
      <QueryView query={query}>
        {(methods) => (
          <Stack gap="md">
            <MethodList methods={methods} />
            <ConnectProviders methods={methods} onConnected={onConnected} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

function MethodList({ methods }: { methods: SocialLinks }) {
  const { t } = useTranslation();
  // The API says the same (409); the page says it before anyone tries.
  const lastWayIn = !methods.hasPassword && methods.links.length === 1;
  return (
    <Stack gap="sm">
      {methods.hasPassword && <Text size="sm">{t('social.methods.password')}</Text>}
      {methods.links.length === 0 ? (
        <Text size="sm">{t('social.methods.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" className={classes.plainList}>
          {methods.links.map((link) => (
            <MethodItem key={link.socialChannelId} link={link} lastWayIn={lastWayIn} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MethodItem({ link, lastWayIn }: { link: SocialLink; lastWayIn: boolean }) {
  const { t } = useTranslation();
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [removing, setRemoving] = useState(false);
  const labelId = useId();
  const noteId = useId();
  const key = dashboardKey(owner.client, owner.candidateId, 'sign-in-methods');

  const remove = async () => {
    setRemoving(true);
    try {
      const methods = await unlinkSignInMethod(owner.client, link.socialChannelId);
      queryClient.setQueryData(key, methods);
      notify({
        message: t('social.methods.unlinked', { provider: link.label }),
        alertClass: 'success',
      });
    } catch (error) {
      notify({ message: errorText(error), alertClass: 'danger' });
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} id={labelId}>
            {link.label}
          </Text>
          {link.email && (
            <Text size="sm" dir="auto">
              {t('social.methods.connectedAs', { email: link.email })}
            </Text>
          )}
          {lastWayIn && (
            <Alert variant="light" color="gray" p="xs" id={noteId}>
              <Text size="sm">{t('social.methods.lastWayIn')}</Text>
            </Alert>
          )}
        </Stack>
        <Button
          variant="default"
          size="xs"
          loading={removing}
          disabled={lastWayIn}
          onClick={() => void remove()}
          aria-describedby={lastWayIn ? `${labelId} ${noteId}` : labelId}
        >
          {t('social.methods.unlink')}
        </Button>
      </Group>
    </Paper>
  );
}
