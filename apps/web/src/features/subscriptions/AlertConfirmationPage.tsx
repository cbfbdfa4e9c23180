import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { confirmJobAlerts } from './subscriptions-api';

/**
 * `/profile/alert-confirmation/?token=`: the double opt-in link of a job-alert sign-up
 * (decision 0027). Confirming takes a click, so a mail scanner opening the link confirms
 * nothing; it works signed out.
 */
export default function AlertConfirmationPage() {
  const { t } = useTranslation();
  const client = useClient();
  const language = useLanguage();
  const token = useSearchParams()[0].get('token');
  usePageTitle(t('alertConfirmation.title'));
  const confirm = useMutation({ mutationFn: (value: string) => confirmJobAlerts(client, value) });

  const home = (
    <Button variant="default" component={Link} to={hrefTo(language, 'careerHome')}>
      {t('common.searchOpenJobs')}
    </Button>
  );
  if (token === null || token === '' || confirm.isError) {
    return (
      <AuthPageLayout title={t('alertConfirmation.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('alertConfirmation.invalid')}
        </Alert>
        <Group>
          <Button component={Link} to={hrefTo(language, 'profileForgotPassword')}>
            {t('alertConfirmation.passwordLink')}
          </Button>
          {home}
        </Group>
      </AuthPageLayout>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthPageLayout title={t('alertConfirmation.doneTitle')}>
        <Text role="status">{t('alertConfirmation.done', { email: confirm.data.email })}</Text>
        <Group>{home}</Group>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={t('alertConfirmation.title')} intro={t('alertConfirmation.intro')}>
      <Group>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {t('alertConfirmation.confirm')}
        </Button>
      </Group>
    </AuthPageLayout>
  );
}
