/**
 * Password login (spec 1 §4): log in, load the current candidate, refuse a candidate whose
 * `locked` is 't' (not activated; the login is cancelled and its session ended).
 */
import type { Candidate } from '@talentgate/domain';
import { apiClient, type ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { login, type LoginInput } from './auth-api';
import { fetchCurrentCandidate, logout } from './session-api';

export type SignInOutcome =
  | { kind: 'signedIn'; candidate: Candidate }
  /** `error` is the API's answer, or null when the candidate record said so. */
  | { kind: 'notActivated'; error: unknown }
  | { kind: 'failed'; error: unknown };

export async function passwordSignIn(
  client: string,
  input: LoginInput,
  api: ApiClient = apiClient,
): Promise<SignInOutcome> {
  try {
    await login(client, input, api);
    const candidate = await fetchCurrentCandidate(client, api);
    if (candidate.locked !== 't') {
      void import('../analytics/send-event')
        .then((analytics) => analytics.sendEvent('login', {}))
        .catch(() => undefined);
      return { kind: 'signedIn', candidate };
    }
    await logout(api).catch(() => undefined);
    return { kind: 'notActivated', error: null };
  } catch (error) {
    if (isApiError(error) && error.code === 'ACCOUNT_NOT_ACTIVATED') {
      return { kind: 'notActivated', error };
    }
    return { kind: 'failed', error };
  }
}
