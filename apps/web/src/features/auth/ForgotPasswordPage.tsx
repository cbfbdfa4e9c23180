import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { AuthPageLayout } from './AuthPageLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** `/profile/forgot-password/` (spec 1 §2). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('auth.forgot.title'));

  return (
    <AuthPageLayout title={t('auth.forgot.title')}>
      <ForgotPasswordForm
        footer={
          <Anchor component={Link} to={hrefTo(language, 'profileLogin')} size="sm">
            {t('auth.forgot.backToSignIn')}
          </Anchor>
        }
      />
    </AuthPageLayout>
  );
}
