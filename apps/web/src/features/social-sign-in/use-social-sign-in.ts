/**
 * A social sign-in from start to end (spec 1 §4 "Social sign-in"): start at the provider in
 * the popup (or, when the browser blocks it, by leaving for the provider's page), hand its
 * answer to the API, then follow the outcome: signed in (to the saved direction), a pending
 * merge (the owner proves the account), or a notice.
 */
import type { PublicIdentityProvider, SocialSignInResult, SocialSource } from '@talentgate/domain';
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/stored-session';
import { useAuth } from '../auth/auth-context';
import { isSafeReturnPath } from '../auth/sign-in-target';
import { useApiErrorText } from '../auth/use-api-error-text';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';
import {
  confirmMerge,
  finishSocialSignIn,
  mergeByEmail,
  mergeWithPassword,
  startSocialSignIn,
} from './social-api';
import { openBlankPopup, watchPopup } from './social-popup';
import { socialRedirect } from './social-redirect';
import { keepSocialHistory } from './social-history-store';

export type SocialSignInState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  | {
      status: 'mergePending';
      email: string;
      pending: string;
      providerLabel: string;
      emailSent: boolean;
      failure: string | null;
    };

export function useSocialSignIn() {
  const client = useClient();
  const language = useLanguage();
  const { signedInElsewhere } = useAuth();
  const errorText = useApiErrorText();
  const [state, setState] = useState<SocialSignInState>({ status: 'idle' });

  const apply = useCallback(
    async (result: SocialSignInResult) => {
      if (result.outcome === 'mergePending' && result.pending) {
        setState({
          status: 'mergePending',
          email: result.pending.email,
          pending: result.pending.token,
          providerLabel: result.providerLabel,
          emailSent: false,
          failure: null,
        });
        return;
      }
      if (!result.candidate) {
        setState({ status: 'idle' });
        return;
      }
      keepSocialHistory(result.socialProfile);
      const target = socialRedirect({
        merged: result.merged,
        firstLogin: result.firstLogin,
        source: result.source,
        savedPath: readStored('loginRedirect'),
        language,
      });
      void import('../analytics/send-event')
        .then((analytics) => analytics.sendEvent('login', {}))
        .catch(() => undefined);
      await signedInElsewhere(result.candidate, target);
    },
    [language, signedInElsewhere],
  );

  const run = useCallback(
    async (work: () => Promise<SocialSignInResult>) => {
      setState({ status: 'busy' });
      try {
        await apply(await work());
      } catch (error) {
        setState({ status: 'failed', message: errorText(error) });
      }
    },
    [apply, errorText],
  );

  const finish = useCallback(
    (query: string) => run(() => finishSocialSignIn(client, query)),
    [client, run],
  );

  const start = useCallback(
    async (provider: PublicIdentityProvider, source: SocialSource = 'sign-in') => {
      setState({ status: 'busy' });
      // Spec 2 §4 "apply reload": a sign-in while applying comes back to the application.
      if (source === 'applying' && !isSafeReturnPath(readStored('loginRedirect')))
        writeStored('loginRedirect', `${window.location.pathname}${window.location.search}`);
      // Single sign-on returns to its own page, which signs in there (spec 1 §2).
      const popup = provider.kind === 'enterprise' ? null : openBlankPopup();
      let url: string;
      try {
        url = (await startSocialSignIn(client, provider.key, source)).authorizationUrl;
      } catch (error) {
        popup?.close();
        setState({ status: 'failed', message: errorText(error) });
        return;
      }
      // Blocked (or single sign-on): the provider's page replaces this one.
      if (!popup) {
        window.location.assign(url);
        return;
      }
      watchPopup(popup, url, {
        onReturn: (query) => void finish(query),
        onClosed: () => setState({ status: 'idle' }),
      });
    },
    [client, errorText, finish],
  );

  const confirm = useCallback(
    (token: string) => run(() => confirmMerge(client, token)),
    [client, run],
  );

  const proveWithPassword = useCallback(
    async (password: string) => {
      if (state.status !== 'mergePending') return;
      const pending = state;
      try {
        await apply(await mergeWithPassword(client, pending.pending, password));
      } catch (error) {
        setState({ ...pending, failure: errorText(error) });
      }
    },
    [apply, client, errorText, state],
  );

  const proveByEmail = useCallback(async () => {
    if (state.status !== 'mergePending') return;
    const pending = state;
    try {
      await mergeByEmail(client, pending.pending);
      setState({ ...pending, emailSent: true, failure: null });
    } catch (error) {
      setState({ ...pending, failure: errorText(error) });
    }
  }, [client, errorText, state]);

  return { state, start, finish, confirm, proveWithPassword, proveByEmail };
}
