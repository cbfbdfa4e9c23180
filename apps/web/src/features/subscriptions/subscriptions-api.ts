import type {
  ActionPreferencesRequest,
  AlertConfirmResult,
  OptIn,
  OptInStatus,
  SubscriptionChoice,
  SubscriptionList,
  UnsubscribeResult,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

/** Subscriptions by candidateId (spec 1 §7). */
export function fetchSubscriptions(
  client: string,
  candidateId: number,
  signal?: AbortSignal,
  api: ApiClient = apiClient,
): Promise<SubscriptionList> {
  return api.get(apiPath('private', 'subscriptions', client, 'candidate', candidateId), signal);
}

/** Update subscriptions: the server applies the payload rules of spec 1 §5 too. */
export function updateSubscriptions(
  client: string,
  candidateId: number,
  subscriptions: SubscriptionChoice[],
  api: ApiClient = apiClient,
): Promise<SubscriptionList> {
  return api.request(apiPath('private', 'subscriptions', client), {
    method: 'POST',
    body: { usersId: candidateId, candidateId, subscriptions },
  });
}

/** `/unsubscribe/?token=`: works signed out. */
export function unsubscribeByToken(
  client: string,
  token: string,
  api: ApiClient = apiClient,
): Promise<UnsubscribeResult> {
  return api.request(apiPath('public', 'subscriptions', client, 'unsubscribe'), {
    method: 'POST',
    body: { token },
  });
}

/** `/profile/alert-confirmation/?token=`: the job-alert double opt-in; works signed out. */
export function confirmJobAlerts(
  client: string,
  token: string,
  api: ApiClient = apiClient,
): Promise<AlertConfirmResult> {
  return api.request(apiPath('public', 'jobalert', client, 'confirm'), {
    method: 'POST',
    body: { token },
  });
}

/** `/profile/actionpreferences/`: the e-mailed action with its signature. */
export function runPreferenceAction(
  client: string,
  request: ActionPreferencesRequest,
  api: ApiClient = apiClient,
): Promise<UnsubscribeResult> {
  return api.request(apiPath('public', 'subscriptions', client, 'actionpreferences'), {
    method: 'POST',
    body: request,
  });
}

/** Terms opt-in: check by candidate id (spec 1 §7). */
export function fetchOptInStatus(
  client: string,
  candidateId: number,
  signal?: AbortSignal,
  api: ApiClient = apiClient,
): Promise<OptInStatus> {
  return api.get(apiPath('private', 'optin', client, 'candidate', candidateId), signal);
}

/** Opt in: consentDate is now, in epoch milliseconds (spec 1 §3). */
export function optIn(
  client: string,
  candidateId: number,
  api: ApiClient = apiClient,
): Promise<OptIn> {
  return api.request(apiPath('private', 'optin', client), {
    method: 'PUT',
    body: { candidateId, consentDate: Date.now(), termsAndPolicy: 't' },
  });
}

export const subscriptionsKey = (client: string, candidateId: number) =>
  ['subscriptions', client, candidateId] as const;
export const optInKey = (client: string, candidateId: number) =>
  ['optin', client, candidateId] as const;
