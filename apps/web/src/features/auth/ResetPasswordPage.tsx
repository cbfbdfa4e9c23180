import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { usePageTitle } from '../site/use-page-title';
import { useSite } from '../site/use-site';
import { useAuth } from './auth-context';
import { AuthPageLayout } from './AuthPageLayout';

const PasswordModal = lazy(() => import('./PasswordModal'));
const InlinePasswordReset = lazy(() => import('./InlinePasswordReset'));

/**
 * `/profile/reset-password/?token=…`: the e-mailed link's page, with the password modal; with
 * the tenant's resetPasswordAltTemplate flag (spec 1 §2) the form is part of the page instead.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query] = useSearchParams();
  const token = query.get('token') || null;
  const { openSignIn } = useAuth();
  const signInModal = useSite().data?.signInModal ?? true;
  const [opened, setOpened] = useState(true);
  const flags = useFeatureFlags();
  // A failed flags read keeps the default template.
  const inline = flags.data?.resetPasswordAltTemplate === true;
  const known = flags.isSuccess || flags.isError;
  usePageTitle(t('auth.resetPassword.title'));

  return (
    <AuthPageLayout title={t('auth.resetPassword.title')} intro={t('auth.resetPassword.text')}>
      <Group>
        {signInModal ? (
          <Button variant="default" onClick={() => openSignIn()}>
            {t('auth.menu.signIn')}
          </Button>
        ) : (
          <Button component={Link} to={hrefTo(language, 'profileLogin')} variant="default">
            {t('auth.menu.signIn')}
          </Button>
        )}
        <Button component={Link} to={hrefTo(language, 'profileForgotPassword')} variant="subtle">
          {t('auth.resetPassword.newLink')}
        </Button>
      </Group>
      <Suspense fallback={null}>
        {/* Which template is known once the flags are: no dialog flashes on an inline page. */}
        {inline && <InlinePasswordReset token={token} />}
        {known && !inline && (
          <PasswordModal
            mode={{ kind: 'reset', token }}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        )}
      </Suspense>
    </AuthPageLayout>
  );
}
