import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { MergePanel } from './MergePanel';
import { handBackToOpener } from './social-popup';
import { useSocialSignIn } from './use-social-sign-in';

/**
 * `/cognito-callback/`: where social providers send the browser back (spec 1 §2). In the
 * sign-in popup it hands the answer to the page that opened it and closes; after a full
 * redirect (popup blocked) it finishes the sign-in itself. `?merge=` is the e-mailed link of a
 * pending merge.
 */
export default function SocialReturnPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const social = useSocialSignIn();
  const started = useRef(false);
  usePageTitle(t('social.return.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = window.location.search.slice(1);
    const merge = new URLSearchParams(query).get('merge');
    if (merge) {
      void social.confirm(merge);
      return;
    }
    if (handBackToOpener(query)) {
      // The page that opened the popup finishes the sign-in and closes it.
      window.close();
      return;
    }
    void social.finish(query);
  }, [social]);

  const { state } = social;
  return (
    <AuthPageLayout title={t('social.return.title')}>
      {state.status === 'mergePending' ? (
        <MergePanel
          state={state}
          onPassword={social.proveWithPassword}
          onEmail={social.proveByEmail}
        />
      ) : state.status === 'failed' ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert">
            {state.message}
          </Alert>
          <Anchor component={Link} to={hrefTo(language, 'profileLogin')}>
            {t('social.return.backToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('social.return.working')}</Text>
        </Stack>
      )}
    </AuthPageLayout>
  );
}
