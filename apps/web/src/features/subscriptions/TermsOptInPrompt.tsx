import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { useCurrentRoute, useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useSite } from '../site/use-site';
import { useOptIn } from './use-opt-in';

/**
 * The GDPR terms opt-in prompt (spec 1 §2): for signed-in returning candidates, only when the
 * tenant's terms migration setting (termsOptInMigration) is on and the candidate has not
 * opted in. Agreeing records the opt-in once and opens `/optin-confirmation/`; "Not now"
 * asks again on the next visit.
 */
export default function TermsOptInPrompt() {
  const { t } = useTranslation();
  const policy = useSite().data?.policyLinks;
  const language = useLanguage();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const { state } = useAuth();
  const flags = useFeatureFlags();
  const [dismissed, setDismissed] = useState(false);
  const candidate = state.status === 'loggedIn' && state.returning ? state.candidate : null;
  const enabled = flags.data?.termsOptInMigration === true;
  const { status, record } = useOptIn(candidate?.candidateId ?? null, enabled);

  const onConfirmationPage = route.routeId === 'optinConfirmation';
  const opened =
    enabled &&
    candidate !== null &&
    status.data?.optedIn === false &&
    !dismissed &&
    !onConfirmationPage;

  return (
    <Modal
      opened={opened}
      onClose={() => setDismissed(true)}
      title={t('subscriptions.optIn.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('subscriptions.optIn.text')}</Text>
        {(policy?.terms || policy?.privacy) && (
          <Group gap="md">
            {policy.terms && (
              <Anchor href={policy.terms} target="_blank" rel="noopener noreferrer" size="sm">
                {t('subscriptions.optIn.termsLink')}
              </Anchor>
            )}
            {policy.privacy && (
              <Anchor href={policy.privacy} target="_blank" rel="noopener noreferrer" size="sm">
                {t('subscriptions.optIn.privacyLink')}
              </Anchor>
            )}
          </Group>
        )}
        {record.isError && (
          <Alert color="red" role="alert">
            {t('subscriptions.optIn.error')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDismissed(true)}>
            {t('subscriptions.optIn.later')}
          </Button>
          <Button
            loading={record.isPending}
            onClick={() =>
              record.mutate(undefined, {
                onSuccess: () => void navigate(hrefTo(language, 'optinConfirmation')),
              })
            }
          >
            {t('subscriptions.optIn.agree')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
