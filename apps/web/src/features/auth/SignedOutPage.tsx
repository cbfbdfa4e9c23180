import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { useSite } from '../site/use-site';
import { useAuth } from './auth-context';
import { AuthPageLayout } from './AuthPageLayout';

/** `/auth0_logout/`: where sign-out lands (spec 1 §2). */
export default function SignedOutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { openSignIn } = useAuth();
  const signInModal = useSite().data?.signInModal ?? true;
  usePageTitle(t('auth.signedOut.documentTitle'));

  return (
    <AuthPageLayout title={t('auth.signedOut.title')} intro={t('auth.signedOut.text')}>
      <Group>
        {signInModal ? (
          <Button onClick={() => openSignIn()}>{t('auth.signedOut.signIn')}</Button>
        ) : (
          <Button component={Link} to={hrefTo(language, 'profileLogin')}>
            {t('auth.signedOut.signIn')}
          </Button>
        )}
        <Button component={Link} to={hrefTo(language, 'careerHome')} variant="default">
          {t('auth.signedOut.home')}
        </Button>
      </Group>
    </AuthPageLayout>
  );
}
