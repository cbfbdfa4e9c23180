import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { readStored } from '../../lib/stored-session';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { useAuth } from './auth-context';
import { AuthPageLayout } from './AuthPageLayout';
import { CreateProfileHint } from './CreateProfileHint';
import { LoginForm } from './LoginForm';
import { signInTarget } from './sign-in-target';

/** `/profile/login/`: sign-in as a page, for sites without the modal or direct visits. */
export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query] = useSearchParams();
  const { state } = useAuth();
  usePageTitle(t('auth.signIn.documentTitle'));
  usePageLoading(state.status === 'restoring');

  if (state.status === 'loggedIn') {
    const target = signInTarget(query, readStored('loginRedirect'), hrefTo(language, 'profile'));
    return <Navigate replace to={target} />;
  }

  return (
    <AuthPageLayout title={t('auth.signIn.title')} intro={t('auth.signIn.subtitle')}>
      <LoginForm
        forgotPassword={
          <Anchor component={Link} to={hrefTo(language, 'profileForgotPassword')} size="sm">
            {t('auth.signIn.forgotPassword')}
          </Anchor>
        }
      />
      <CreateProfileHint />
    </AuthPageLayout>
  );
}
