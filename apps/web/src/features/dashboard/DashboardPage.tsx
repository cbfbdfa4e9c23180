import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { usePageLoading } from '../feedback/loading-overlay-context';
import type { PageProps } from '../routing/page-props';
import { useCurrentRoute } from '../routing/current-route';
import { usePageTitle } from '../site/use-page-title';
import { Dashboard } from './Dashboard';

const ConfirmErasurePage = lazy(() => import('../privacy/ConfirmErasurePage'));

/**
 * `/profile/` and its tabs (spec 1 §2): the signed-in candidate's dashboard. Signed out, it
 * remembers the path and asks for sign-in (with reload on cancel); sign-in brings the visitor
 * back to the same tab.
 */
export default function DashboardPage({ params }: PageProps) {
  const [query] = useSearchParams();
  const token = query.get('token') || null;
  // The erasure e-mail's link `/profile/privacy/?token=` works signed out: the link is the proof.
  if (useCurrentRoute().routeId === 'profilePrivacy' && token)
    return (
      <Suspense fallback={null}>
        <ConfirmErasurePage token={token} />
      </Suspense>
    );
  return <SignedInDashboard params={params} />;
}

function SignedInDashboard({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation();
  const { state, requireSignIn } = useAuth();
  usePageTitle(t('profile.documentTitle'));
  usePageLoading(state.status === 'restoring');

  const signedOut = state.status === 'loggedOut';
  useEffect(() => {
    if (signedOut) requireSignIn();
  }, [signedOut, requireSignIn]);

  if (state.status === 'loggedIn')
    return <Dashboard candidateId={state.candidate.candidateId} params={params} />;
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
