/** Single sign-on calls (spec 1 §7): the code exchange, then the bearer login. */
import { CLIENT_HEADER, type Candidate, type SsoTokenResult } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

export function exchangeSsoCode(client: string, query: string, api: ApiClient = apiClient) {
  return api.request<SsoTokenResult>(apiPath('public', 'sso', client, 'token'), {
    method: 'POST',
    body: { query },
  });
}

/** `POST /rest/login` with a bearer header and empty credentials (spec 1 §7). */
export function ssoLogin(client: string, token: string, api: ApiClient = apiClient) {
  return api.request<Candidate>('/rest/login', {
    method: 'POST',
    headers: { [CLIENT_HEADER]: client, Authorization: `Bearer ${token}` },
    body: { username: '', password: '' },
  });
}
