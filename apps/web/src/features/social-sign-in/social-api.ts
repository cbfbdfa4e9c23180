/** The social sign-in calls (spec 1 §7 "social login", "fetch social user info"; decision 0028). */
import type {
  PublicIdentityProvider,
  SocialLinks,
  SocialSignInResult,
  SocialSource,
  SocialStartResult,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

export function fetchProviders(client: string, api: ApiClient = apiClient) {
  return api.get<PublicIdentityProvider[]>(apiPath('public', 'social', client, 'providers'));
}

/** `link`: connect the provider to the signed-in candidate (the dashboard's ways in). */
export function startSocialSignIn(
  client: string,
  provider: string,
  source: SocialSource,
  { link = false, api = apiClient }: { link?: boolean; api?: ApiClient } = {},
) {
  return api.request<SocialStartResult>(apiPath('public', 'social', client, provider, 'start'), {
    method: 'POST',
    body: link ? { source, link } : { source },
  });
}

/** Hands the provider's answer (the return page's query string) to the API. */
export function finishSocialSignIn(client: string, query: string, api: ApiClient = apiClient) {
  return api.request<SocialSignInResult>(apiPath('public', 'social', client, 'signin'), {
    method: 'POST',
    body: { query },
  });
}

export function mergeWithPassword(
  client: string,
  pending: string,
  password: string,
  api: ApiClient = apiClient,
) {
  return api.request<SocialSignInResult>(apiPath('public', 'social', client, 'merge', 'password'), {
    method: 'POST',
    body: { pending, password },
  });
}

export function mergeByEmail(client: string, pending: string, api: ApiClient = apiClient) {
  return api.request<{ status: 'Sent' }>(apiPath('public', 'social', client, 'merge', 'email'), {
    method: 'POST',
    body: { pending },
  });
}

export function confirmMerge(client: string, token: string, api: ApiClient = apiClient) {
  return api.request<SocialSignInResult>(apiPath('public', 'social', client, 'merge', 'confirm'), {
    method: 'POST',
    body: { token },
  });
}

/** The signed-in candidate's linked sign-in methods (decision 0028 rule 6). */
export function fetchSignInMethods(client: string, api: ApiClient = apiClient) {
  return api.get<SocialLinks>(apiPath('private', 'social', client, 'links'));
}

/** Unlinks one; the API refuses the last way in (`SOCIAL_LAST_SIGN_IN_METHOD`). */
export function unlinkSignInMethod(
  client: string,
  socialChannelId: number,
  api: ApiClient = apiClient,
) {
  return api.request<SocialLinks>(apiPath('private', 'social', client, 'links', socialChannelId), {
    method: 'DELETE',
  });
}
