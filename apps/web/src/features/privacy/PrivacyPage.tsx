import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { usePageTitle } from '../site/use-page-title';
import { ConfirmErasure } from './ConfirmErasure';
import { PrivacyPanel } from './PrivacyPanel';

/**
 * `/profile/privacy/` (beyond the spec): the privacy centre of the signed-in candidate, and
 * with `?token=` the page of the erasure confirmation e-mail's link.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const token = query.get('token') || null;
  const { state, requireSignIn } = useAuth();
  usePageTitle(token ? t('privacy.confirm.title') : t('privacy.documentTitle'));
  usePageLoading(!token && state.status === 'restoring');

  const mustSignIn = !token && state.status === 'loggedOut';
  useEffect(() => {
    if (mustSignIn) requireSignIn();
  }, [mustSignIn, requireSignIn]);

  let body;
  if (token) body = <ConfirmErasure token={token} />;
  else if (state.status === 'loggedIn') body = <PrivacyPanel candidate={state.candidate} />;
  else if (state.status === 'restoring') return null;
  else
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t('privacy.signInRequired')}</Text>
        <Button onClick={requireSignIn}>{t('auth.menu.signIn')}</Button>
      </Stack>
    );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{token ? t('privacy.confirm.title') : t('privacy.documentTitle')}</Title>
          {token ? null : <Text c="dimmed">{t('privacy.intro')}</Text>}
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
