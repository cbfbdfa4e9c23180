import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { useOptIn } from './use-opt-in';

/**
 * `/optin-confirmation/` (spec 1 §2): confirms the candidate's terms opt-in with its date;
 * a candidate who has not opted in yet can do it here. Needs sign-in.
 */
export default function OptinConfirmationPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { state, requireSignIn } = useAuth();
  const candidateId = state.status === 'loggedIn' ? state.candidate.candidateId : null;
  const { status, record } = useOptIn(candidateId);
  usePageTitle(t('subscriptions.optInConfirmation.documentTitle'));
  usePageLoading(state.status === 'restoring' || (candidateId !== null && status.isPending));

  const signedOut = state.status === 'loggedOut';
  useEffect(() => {
    if (signedOut) requireSignIn();
  }, [signedOut, requireSignIn]);

  const title = t('subscriptions.optInConfirmation.heading');
  if (candidateId === null || !status.data) {
    return (
      <AuthPageLayout title={title}>
        {signedOut && <Text>{t('subscriptions.optInConfirmation.signInRequired')}</Text>}
        {status.isError && (
          <Alert color="red" role="alert">
            {t('subscriptions.optInConfirmation.loadError')}
          </Alert>
        )}
      </AuthPageLayout>
    );
  }
  const recorded = status.data.optIn;
  return (
    <AuthPageLayout title={title}>
      {recorded ? (
        <Alert color="green" role="status">
          {t('subscriptions.optInConfirmation.recorded', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
              recorded.consentDate,
            ),
          })}
        </Alert>
      ) : (
        <>
          <Text>{t('subscriptions.optIn.text')}</Text>
          {record.isError && (
            <Alert color="red" role="alert">
              {t('subscriptions.optIn.error')}
            </Alert>
          )}
          <Group>
            <Button loading={record.isPending} onClick={() => record.mutate()}>
              {t('subscriptions.optIn.agree')}
            </Button>
          </Group>
        </>
      )}
      <Group>
        <Button component={Link} to={hrefTo(language, 'profile')} variant="default">
          {t('subscriptions.optInConfirmation.profile')}
        </Button>
      </Group>
    </AuthPageLayout>
  );
}
