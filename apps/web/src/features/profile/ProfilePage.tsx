import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { usePageTitle } from '../site/use-page-title';
import { SignedInProfile } from './SignedInProfile';

/**
 * `/profile/`: the signed-in candidate's landing page (spec 1 §2). Signed out, it remembers
 * the path and asks for sign-in (with reload on cancel); sign-in brings the visitor back.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { state, requireSignIn } = useAuth();
  usePageTitle(t('profile.documentTitle'));
  usePageLoading(state.status === 'restoring');

  const signedOut = state.status === 'loggedOut';
  useEffect(() => {
    if (signedOut) requireSignIn();
  }, [signedOut, requireSignIn]);

  if (state.status === 'loggedIn')
    return <SignedInProfile candidateId={state.candidate.candidateId} />;
  if (state.status === 'restoring') return null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('profile.documentTitle')}</Title>
        <Text>{t('profile.signInRequired')}</Text>
        <Button onClick={requireSignIn}>{t('auth.menu.signIn')}</Button>
      </Stack>
    </Container>
  );
}
