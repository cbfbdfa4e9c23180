import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../auth/PasswordField';
import type { SocialSignInState } from './use-social-sign-in';

interface MergePanelProps {
  state: Extract<SocialSignInState, { status: 'mergePending' }>;
  onPassword: (password: string) => Promise<void>;
  onEmail: () => Promise<void>;
}

/**
 * The pending merge (spec 1 §8): an account has the provider's e-mail, and the owner proves it
 * is theirs with its password or an e-mailed link before the provider is connected to it.
 */
export function MergePanel({ state, onPassword, onEmail }: MergePanelProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || password === '') return;
    setPending(true);
    await onPassword(password);
    setPending(false);
    setPassword('');
  };

  return (
    <Stack gap="sm" role="region" aria-label={t('social.merge.title')}>
      <Alert color="blue" variant="light" title={t('social.merge.title')}>
        {t('social.merge.text', { email: state.email, provider: state.providerLabel })}
      </Alert>
      {state.failure && (
        <Alert color="red" variant="light" role="alert">
          {state.failure}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <PasswordField
            label={t('social.merge.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          <Button type="submit" loading={pending}>
            {t('social.merge.submit')}
          </Button>
        </Stack>
      </form>
      {state.emailSent ? (
        <Text size="sm" role="status">
          {t('social.merge.sent', { email: state.email })}
        </Text>
      ) : (
        <Button variant="default" onClick={() => void onEmail()}>
          {t('social.merge.email')}
        </Button>
      )}
    </Stack>
  );
}
