import { splitLanguage } from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { APP_LANGUAGES } from '../../i18n/languages';
import { useNotificationModal } from '../feedback/notification-modal-context';
import { useNotify } from '../feedback/notifications-context';
import { useCurrentRoute } from '../routing/current-route';
import { useClient } from '../site/client-context';
import { useSite } from '../site/use-site';
import { createAuthActions, type AuthDeps } from './auth-actions';
import {
  AuthContext,
  SignedInContext,
  type AuthContextValue,
  type AuthState,
} from './auth-context';
import type { AuthDialogState } from './auth-dialog-state';
import { currentCandidateKey } from './candidate-query';
import { pageSessionStatus } from './session-api';
import { isSessionHere, startSession } from './session-restore';

// Anonymous visitors never need these: they load with the first sign-in or modal.
const AuthDialog = lazy(() => import('./AuthDialog'));
const SignedInSession = lazy(() => import('./SignedInSession'));

/** Apply pages opened from a link (`?link=`) may restore the temporary token (spec 1 §4). */
function onApplyLinkPage(): boolean {
  const { path } = splitLanguage(window.location.pathname, APP_LANGUAGES);
  return /^\/apply\//i.test(path) && new URLSearchParams(window.location.search).has('link');
}

/** Who is signed in, sign-in and sign-out, and the session's timers (spec 1 §4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const route = useCurrentRoute();
  const signInModal = useSite().data?.signInModal ?? true;
  const { open: openNotice } = useNotificationModal();
  const notify = useNotify();
  const { t } = useTranslation();
  // The page's own session answer (decision 0030): a visitor is known to be signed out in the
  // first render, so pages that wait for the session (the apply form) draw at once.
  const [start] = useState(() => {
    const known = pageSessionStatus();
    const signedOut = known !== undefined && !isSessionHere(known, client);
    return {
      known,
      state: signedOut ? { status: 'loggedOut' as const } : { status: 'restoring' as const },
    };
  });
  const pageSession = useRef(start.known);
  const [state, setState] = useState<AuthState>(start.state);
  const [dialog, setDialog] = useState<AuthDialogState | null>(null);

  const current: AuthDeps = {
    client,
    state,
    dialog,
    route,
    pathname,
    search,
    signInModal,
    navigate,
    queryClient,
    t,
    openNotice,
    notify,
  };
  const [actions] = useState(() => createAuthActions(current, setState, setDialog));
  // Layout effects run before any passive effect, so pages that act on a new state see it.
  useLayoutEffect(() => actions.update(current));

  useEffect(() => {
    let active = true;
    // The page's answer is used once; a later start (another client) asks the server.
    const known = pageSession.current;
    pageSession.current = undefined;
    void startSession(client, onApplyLinkPage(), known).then((session) => {
      if (!active) return;
      if (!session.signedIn) {
        setState((current) => (current.status === 'loggedOut' ? current : { status: 'loggedOut' }));
        return;
      }
      const { candidate, returning, rememberMe } = session;
      queryClient.setQueryData(currentCandidateKey(client), candidate);
      setState({ status: 'loggedIn', candidate, returning, rememberMe });
    });
    return () => {
      active = false;
    };
  }, [client, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      signIn: actions.signIn,
      signedInElsewhere: actions.signedInElsewhere,
      signOut: actions.signOut,
      endSession: actions.endSession,
      openSignIn: actions.openSignIn,
      requireSignIn: actions.requireSignIn,
      recovery: actions.recovery,
    }),
    [state, actions],
  );

  return (
    <SignedInContext value={state.status === 'loggedIn'}>
      <AuthContext value={value}>
        {children}
        {dialog && (
          <Suspense fallback={null}>
            <AuthDialog
              view={dialog.view}
              opened={dialog.opened}
              username={dialog.username}
              onCancel={actions.cancelSignIn}
              onClosed={actions.dialogClosed}
              onShowView={actions.showView}
            />
          </Suspense>
        )}
        {state.status === 'loggedIn' && (
          <Suspense fallback={null}>
            <SignedInSession
              client={client}
              uname={state.candidate.uname}
              rememberMe={state.rememberMe}
              onSessionLost={actions.sessionLost}
              onInactive={actions.inactivityLogout}
            />
          </Suspense>
        )}
      </AuthContext>
    </SignedInContext>
  );
}
