import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useSite } from '../site/use-site';
import { useAuth } from './auth-context';

// Most visitors are not signed in; the menu loads with the sign-in (as the session timers do).
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * The header's sign-in menu (spec 1 §2): shown when nobody is signed in or the user is a
 * returning user; a candidate made during an application sees neither.
 */
export function SignInMenu() {
  const { t } = useTranslation();
  const { language, routeId } = useCurrentRoute();
  const { state, openSignIn, signOut } = useAuth();
  const signInModal = useSite().data?.signInModal ?? true;

  // The sign-in page is the form itself.
  if (routeId === 'profileLogin' && state.status !== 'loggedIn') return null;
  if (state.status === 'restoring') {
    // Most visitors are signed out: the button's place is held, unseen and out of the tab
    // order, until the session is known, so its arrival does not push the header's controls.
    return (
      <Button variant="default" tabIndex={-1} aria-hidden="true" style={{ visibility: 'hidden' }}>
        {t('auth.menu.signIn')}
      </Button>
    );
  }
  if (state.status === 'loggedIn') {
    if (!state.returning) return null;
    return (
      <Suspense fallback={null}>
        <AccountMenu candidate={state.candidate} onSignOut={() => void signOut()} />
      </Suspense>
    );
  }
  if (!signInModal) {
    return (
      <Button component={Link} to={hrefTo(language, 'profileLogin')} variant="default">
        {t('auth.menu.signIn')}
      </Button>
    );
  }
  return (
    <Button variant="default" onClick={() => openSignIn()}>
      {t('auth.menu.signIn')}
    </Button>
  );
}
