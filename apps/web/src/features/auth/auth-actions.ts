/**
 * What the auth provider does, as plain functions over its current values, so timers and
 * the request queue can hold them for a whole visit.
 */
import { SIGN_IN_BROADCAST_DELAY_MS, type Candidate } from '@talentgate/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  clearStoredSession,
  readStored,
  removeStored,
  writeStored,
} from '../../lib/stored-session';
import type { NotificationModalOptions } from '../feedback/notification-modal-context';
import type { NotificationRequest } from '../feedback/notifications-context';
import { hrefTo } from '../routing/href';
import type { ResolvedLocation } from '../routing/resolve-location';
import type { LoginInput } from './auth-api';
import { logout } from './session-api';
import type { AuthState, OpenSignInOptions } from './auth-context';
import type { AuthDialogState } from './auth-dialog-state';
import { blockedLoginVariant } from './blocked-login';
import { CANDIDATE_QUERY_ROOT, currentCandidateKey } from './candidate-query';
import type { SignInOutcome } from './password-sign-in';
import { createRequestRecovery } from './request-recovery';
import { needsSignIn } from './sign-in-routes';
import { signInTarget } from './sign-in-target';
import { storeSignedIn } from './stored-auth';

export interface AuthDeps {
  client: string;
  state: AuthState;
  dialog: AuthDialogState | null;
  route: ResolvedLocation;
  /** The browser's path and query string. */
  pathname: string;
  search: string;
  signInModal: boolean;
  navigate: (to: string, options?: { state: { username: string } }) => void;
  queryClient: QueryClient;
  t: TFunction;
  openNotice: (options: NotificationModalOptions) => void;
  notify: (notification: NotificationRequest) => void;
}

type SetState<T> = (update: T | ((previous: T) => T)) => void;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthActions(
  initialDeps: AuthDeps,
  setState: SetState<AuthState>,
  setDialog: SetState<AuthDialogState | null>,
) {
  let latest = initialDeps;
  const deps = () => latest;
  const currentPath = () => `${deps().pathname}${deps().search}`;

  const endSession = () => {
    clearStoredSession();
    deps().queryClient.removeQueries({ queryKey: [CANDIDATE_QUERY_ROOT] });
    setState({ status: 'loggedOut' });
  };

  /** Sign-in without the blocked-login check, for a session that has just ended. */
  const showSignIn = ({
    reloadOnCancel = false,
    rememberPath = false,
    username = '',
  }: OpenSignInOptions) => {
    const { route, signInModal, navigate } = deps();
    if (rememberPath) writeStored('loginRedirect', currentPath());
    if (signInModal) {
      const focused = document.activeElement;
      setDialog((dialog) => ({
        view: 'signIn',
        opened: true,
        reloadOnCancel,
        username,
        // Reopened while closing: the focus to return to is still the first trigger's.
        trigger: dialog?.trigger ?? focused,
      }));
      return;
    }
    // The login page cannot retry what failed here: it is a page of its own.
    recovery.abandon(new Error('Sign-in moved to the login page'));
    if (route.routeId !== 'profileLogin')
      navigate(
        hrefTo(route.language, 'profileLogin'),
        username ? { state: { username } } : undefined,
      );
  };

  const recovery = createRequestRecovery({
    context: () => {
      const { route, dialog, search } = deps();
      return {
        onProfilePath: needsSignIn(route.path),
        onLoginPage: route.routeId === 'profileLogin',
        hasTokenParam: new URLSearchParams(search).has('token'),
        signInOpen: dialog?.opened === true,
      };
    },
    recover: () => {
      endSession();
      showSignIn({ reloadOnCancel: true, rememberPath: true });
    },
  });

  const openSignIn = (options: OpenSignInOptions = {}) => {
    const { state, t, openNotice } = deps();
    if (state.status === 'loggedIn' && !state.returning) {
      const variant = blockedLoginVariant(readStored('applicationUrl'), currentPath());
      openNotice({ alertClass: 'danger', message: t(`auth.blocked.${variant}`) });
      return;
    }
    showSignIn(options);
  };

  const signIn = async (input: LoginInput, rememberMe: boolean) => {
    const { client, queryClient } = deps();
    let outcome: SignInOutcome;
    try {
      // The login code loads with the sign-in form, not with every page.
      const { passwordSignIn } = await import('./password-sign-in');
      outcome = await passwordSignIn(client, input);
    } catch (error) {
      // Only the chunk itself can fail here (a deploy replaced it): show it as a failure.
      return { kind: 'failed', error } satisfies SignInOutcome;
    }
    if (outcome.kind !== 'signedIn') return outcome;
    const { candidate } = outcome;
    storeSignedIn(candidate, rememberMe);
    queryClient.setQueryData(currentCandidateKey(client), candidate);
    // Spec 1 §4: the UI hears of the sign-in 50 ms later.
    await delay(SIGN_IN_BROADCAST_DELAY_MS);
    setState({ status: 'loggedIn', candidate, returning: true, rememberMe });
    setDialog((dialog) => dialog && { ...dialog, opened: false });
    const { route, search, navigate } = deps();
    const target = signInTarget(
      new URLSearchParams(search),
      readStored('loginRedirect'),
      hrefTo(route.language, 'profile'),
    );
    removeStored('loginRedirect');
    if (target !== currentPath()) navigate(target);
    recovery.resume();
    return outcome;
  };

  /**
   * A sign-in that happened elsewhere (a social provider, single sign-on): the session cookie
   * is set; the UI hears of it 50 ms later (spec 1 §4 step 5) and goes to `target`.
   */
  const signedInElsewhere = async (candidate: Candidate, target: string) => {
    const { client, queryClient } = deps();
    storeSignedIn(candidate, false);
    queryClient.setQueryData(currentCandidateKey(client), candidate);
    await delay(SIGN_IN_BROADCAST_DELAY_MS);
    setState({ status: 'loggedIn', candidate, returning: true, rememberMe: false });
    setDialog((dialog) => dialog && { ...dialog, opened: false });
    removeStored('loginRedirect');
    if (target !== currentPath()) deps().navigate(target);
    recovery.resume();
  };

  const signOut = async () => {
    const answer = await logout().catch(() => null);
    if (answer?.endSessionUrl) {
      endSession();
      window.location.assign(answer.endSessionUrl);
      return;
    }
    const { route, navigate } = deps();
    navigate(hrefTo(route.language, 'ssoLogout'));
    endSession();
  };

  /** The user closed the sign-in modal. */
  const cancelSignIn = () => {
    const { dialog, route } = deps();
    if (!dialog) return;
    recovery.abandon(new Error('Sign-in cancelled'));
    if (!dialog.reloadOnCancel) {
      // A path saved for this sign-in must not steer a later one.
      removeStored('loginRedirect');
      setDialog({ ...dialog, opened: false });
      return;
    }
    clearStoredSession();
    // Reloading a page that needs sign-in would only ask again: reload the career home instead.
    if (needsSignIn(route.path)) window.location.assign(hrefTo(route.language, 'careerHome'));
    else window.location.reload();
  };

  return {
    /** The provider hands over its latest values after every render. */
    update: (next: AuthDeps) => {
      latest = next;
    },
    recovery,
    endSession,
    openSignIn,
    requireSignIn: () => openSignIn({ reloadOnCancel: true, rememberPath: true }),
    signIn,
    signedInElsewhere,
    signOut,
    cancelSignIn,
    showView: (view: AuthDialogState['view']) =>
      setDialog((dialog) => dialog && { ...dialog, view }),
    /** The closing transition ended: unmount, and give focus back if it went nowhere. */
    dialogClosed: () => {
      const { dialog } = deps();
      if (!dialog || dialog.opened) return;
      setDialog(null);
      const { trigger } = dialog;
      // Still in the closing modal, or on the body: nothing else (a new page) has taken it.
      const active = document.activeElement;
      const lost = !active || active === document.body || active.closest('[role="dialog"]');
      if (lost && trigger instanceof HTMLElement && trigger.isConnected) trigger.focus();
    },
    /** The bearer refresh was refused or the session check found none (spec 1 §4). */
    sessionLost: () => {
      endSession();
      showSignIn({ rememberPath: true });
    },
    /** Inactivity countdown reached 0 without remember-me (spec 1 §4). */
    inactivityLogout: () => {
      void logout().catch(() => undefined);
      endSession();
      const { t, notify } = deps();
      notify({ message: t('auth.inactivity.signedOut'), alertClass: 'info', autoClose: false });
    },
  };
}
