import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { readStored, writeStored } from '../../lib/stored-session';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { useAuth } from '../auth/auth-context';
import { isSafeReturnPath } from '../auth/sign-in-target';
import { useApiErrorText } from '../auth/use-api-error-text';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { exchangeSsoCode, ssoLogin } from './sso-api';

type SsoState =
  | { status: 'working' }
  /** Spec 1 §4: the authorization flag is false, or the URL contains 'error'. */
  | { status: 'noAccess' }
  /** Auto-provisioning failed: the core-auth-failed flag. */
  | { status: 'coreAuthFailed' }
  | { status: 'failed'; message: string };

/**
 * `/auth0_authentication/`: the single sign-on return page, and the no-access page of a user
 * without the internal-app entitlement (spec 1 §2, §4).
 */
export default function SsoReturnPage() {
  const { t } = useTranslation();
  const client = useClient();
  const language = useLanguage();
  const { signedInElsewhere } = useAuth();
  const errorText = useApiErrorText();
  const [state, setState] = useState<SsoState>(() =>
    // Spec 1 §4: the no-access state shows when the URL contains 'error'.
    window.location.href.includes('error') ||
    !new URLSearchParams(window.location.search).has('code')
      ? { status: 'noAccess' }
      : { status: 'working' },
  );
  const started = useRef(false);
  usePageTitle(t('sso.title'));

  useEffect(() => {
    if (started.current || state.status !== 'working') return;
    started.current = true;
    const query = window.location.search.slice(1);
    void (async () => {
      try {
        const { token } = await exchangeSsoCode(client, query);
        const candidate = await ssoLogin(client, token);
        // Marks the session as single sign-on: its 5-minute check runs (spec 1 §4).
        writeStored('auth0Credentials', { client });
        void import('../analytics/send-event')
          .then((analytics) => analytics.sendEvent('login', {}))
          .catch(() => undefined);
        const saved = readStored('loginRedirect');
        await signedInElsewhere(
          candidate,
          isSafeReturnPath(saved) ? saved : hrefTo(language, 'profile'),
        );
      } catch (error) {
        if (isApiError(error) && error.code === 'SSO_NOT_ENTITLED')
          setState({ status: 'noAccess' });
        else if (isApiError(error) && error.code === 'SSO_PROVISIONING_FAILED')
          setState({ status: 'coreAuthFailed' });
        else setState({ status: 'failed', message: errorText(error) });
      }
    })();
  }, [client, errorText, language, signedInElsewhere, state.status]);

  return (
    <AuthPageLayout title={state.status === 'noAccess' ? t('sso.noAccess.title') : t('sso.title')}>
      {state.status === 'working' ? (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('sso.working')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert
            color={state.status === 'noAccess' ? 'yellow' : 'red'}
            variant="light"
            role="alert"
          >
            {state.status === 'noAccess'
              ? t('sso.noAccess.text')
              : state.status === 'coreAuthFailed'
                ? t('sso.coreAuthFailed')
                : state.message}
          </Alert>
          <Anchor component={Link} to={hrefTo(language, 'careerHome')}>
            {t('sso.home')}
          </Anchor>
        </Stack>
      )}
    </AuthPageLayout>
  );
}
