import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { unsubscribeByToken } from './subscriptions-api';
import { failureOutcome, tokenOutcome, type UnsubscribeOutcome } from './unsubscribe-outcome';

/**
 * `/unsubscribe/?token=` (spec 1 §2): works signed out. The token must decode to an e-mail;
 * the server checks our signature and unsubscribes. A modal tells the outcome: success,
 * failed (a variant for visitors who are not signed in) or invalid e-mail.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const client = useClient();
  const language = useLanguage();
  const { state, openSignIn } = useAuth();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(() => tokenOutcome(token));
  const [modalOpen, setModalOpen] = useState(true);
  const started = useRef(false);
  usePageTitle(t('subscriptions.unsubscribe.documentTitle'));

  const unsubscribe = useMutation({
    mutationFn: (value: string) => unsubscribeByToken(client, value),
    onSuccess: () => setOutcome('success'),
    onError: (error) => setOutcome(failureOutcome(error)),
  });
  usePageLoading(outcome === null);

  useEffect(() => {
    if (started.current || outcome !== null || token === null) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [outcome, token, unsubscribe]);

  if (outcome === null) return null;
  const variant = outcome === 'failed' && state.status !== 'loggedIn' ? 'failedLoginless' : outcome;
  const title = t(`subscriptions.unsubscribe.${variant}.title`);
  const text = t(`subscriptions.unsubscribe.${variant}.text`);
  const next =
    variant === 'failedLoginless' ? (
      <Button onClick={() => openSignIn()}>{t('subscriptions.unsubscribe.signIn')}</Button>
    ) : (
      <Button component={Link} to={hrefTo(language, 'profile')}>
        {t('subscriptions.unsubscribe.preferences')}
      </Button>
    );

  return (
    <AuthPageLayout title={t('subscriptions.unsubscribe.heading')}>
      <Text>{text}</Text>
      <Group>
        {next}
        <Button variant="default" component={Link} to={hrefTo(language, 'careerHome')}>
          {t('subscriptions.unsubscribe.home')}
        </Button>
      </Group>
      <Modal
        opened={modalOpen}
        onClose={() => setModalOpen(false)}
        title={title}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{text}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setModalOpen(false)}>{t('subscriptions.unsubscribe.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </AuthPageLayout>
  );
}
