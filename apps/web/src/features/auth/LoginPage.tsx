import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { readStored } from '../../lib/stored-session';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { useAuth } from './auth-context';
import { AuthPageLayout } from './AuthPageLayout';
import { CreateProfileHint } from './CreateProfileHint';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from '../social-sign-in/SocialSignIn';
import { signInTarget } from './sign-in-target';

/** The e-mail an apply form's "log in?" carried here (navigation state), if any. */
function usernameCarried(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('username' in state)) return '';
  return typeof state.username === 'string' ? state.username : '';
}

/** `/profile/login/`: sign-in as a page, for sites without the modal or direct visits. */
export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query] = useSearchParams();
  const { state } = useAuth();
  const { state: carried } = useLocation();
  usePageTitle(t('auth.signIn.documentTitle'));
  usePageLoading(state.status === 'restoring');

  if (state.status === 'loggedIn') {
    const target = signInTarget(query, readStored('loginRedirect'), hrefTo(language, 'profile'));
    return <Navigate replace to={target} />;
  }

  return (
    <AuthPageLayout title={t('auth.signIn.title')} intro={t('auth.signIn.subtitle')}>
      <LoginForm
        initialUsername={usernameCarried(carried)}
        forgotPassword={
          <Anchor component={Link} to={hrefTo(language, 'profileForgotPassword')} size="sm">
            {t('auth.signIn.forgotPassword')}
          </Anchor>
        }
      />
      <SocialSignIn />
      <CreateProfileHint />
    </AuthPageLayout>
  );
}
