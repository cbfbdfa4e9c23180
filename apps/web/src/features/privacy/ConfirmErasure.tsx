import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../auth/auth-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { confirmErasure } from './privacy-api';

/**
 * Where the confirmation e-mail's link leads. Opening the link erases nothing (mail scanners
 * open links too); the candidate presses the button. Works signed out: the link is the proof.
 */
export function ConfirmErasure({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const language = useLanguage();
  const { state, endSession } = useAuth();
  const confirm = useMutation({
    mutationFn: () => confirmErasure(client, token),
    // The server has ended every session of the candidate; forget it here too.
    onSuccess: () => {
      if (state.status === 'loggedIn') endSession();
    },
  });

  if (confirm.isSuccess) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" role="status" title={t('privacy.confirm.doneTitle')}>
          {t('privacy.confirm.done')}
        </Alert>
        <Button component={Link} to={hrefTo(language, 'careerHome')} variant="default">
          {t('privacy.confirm.home')}
        </Button>
      </Stack>
    );
  }

  const invalid = confirm.error instanceof ApiError && confirm.error.code === 'INVALID_TOKEN';
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('privacy.confirm.text')}</Text>
      {confirm.isError ? (
        <Alert color="red" variant="light" role="alert">
          {invalid ? t('privacy.confirm.invalid') : t('privacy.confirm.error')}
        </Alert>
      ) : null}
      <Group>
        <Button color="red.9" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('privacy.confirm.button')}
        </Button>
      </Group>
    </Stack>
  );
}
