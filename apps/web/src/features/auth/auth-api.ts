/**
 * The sign-in, token and password calls (spec 1 §7), one function each; the session calls
 * every page needs are in session-api.ts. Only types come from the domain's contract modules
 * (they build TypeBox schemas when loaded); plain constants come from its auth-constants.
 */
import {
  CLIENT_HEADER,
  DEFAULT_RESET_TEMPLATE,
  TOKEN_TYPES,
  normalizeUname,
  type Candidate,
  type ForgotPasswordBody,
  type PasswordChangeResult,
  type ResendActivationBody,
  type ResetPasswordBody,
  type TokenRequest,
  type TokenResponse,
  type UpdatePasswordBody,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';
import { basicAuthorization } from './basic-auth';

export interface LoginInput {
  username: string;
  password: string;
}

export function login(
  client: string,
  { username, password }: LoginInput,
  api: ApiClient = apiClient,
): Promise<Candidate> {
  return api.request<Candidate>('/rest/login', {
    method: 'POST',
    headers: { [CLIENT_HEADER]: client, Authorization: basicAuthorization(username, password) },
    body: { username: normalizeUname(username), password },
  });
}

/** The JWS bearer token of the signed-in candidate (spec 1 §3 token request payload). */
export function requestBearerToken(
  client: string,
  uname: string,
  api: ApiClient = apiClient,
): Promise<TokenResponse> {
  const body: TokenRequest = {
    tokenState: '',
    stateType: 'NONE',
    tokenType: TOKEN_TYPES.bearer,
    userPrincipal: `candidate/${client}/${uname}`,
    audKeys: [{ audKeyShort: 'ALL' }],
    appType: 'XCC',
  };
  return api.request<TokenResponse>(apiPath(client, 'token'), { method: 'POST', body });
}

/** The spec's default template name. */
const RESET_TEMPLATE = DEFAULT_RESET_TEMPLATE;

/**
 * Asks for a reset link; the answer is a message string (spec 1 §4 Forgot password). The
 * path ends with a slash, which the captcha token follows when there is one (spec 1 §7
 * "optional captcha token suffix").
 */
export function requestPasswordReset(
  client: string,
  uname: string,
  { captchaToken = null }: { captchaToken?: string | null } = {},
  api: ApiClient = apiClient,
): Promise<unknown> {
  const body: ForgotPasswordBody = {
    uname: normalizeUname(uname),
    communicationTemplate: RESET_TEMPLATE,
  };
  const suffix = captchaToken ? encodeURIComponent(captchaToken) : '';
  return api.request<unknown>(`${apiPath('public', 'candidate', client, 'password')}/${suffix}`, {
    method: 'POST',
    body,
  });
}

/**
 * Asks for a new activation e-mail for a not-yet-activated account (issue 21); the answer is
 * the same message string for every well-formed address.
 */
export function resendActivation(
  client: string,
  uname: string,
  api: ApiClient = apiClient,
): Promise<unknown> {
  const body: ResendActivationBody = { uname: normalizeUname(uname) };
  return api.request<unknown>(`${apiPath('public', 'candidate', client, 'activation')}/`, {
    method: 'POST',
    body,
  });
}

export function resetPassword(
  client: string,
  token: string,
  newPassword: string,
  api: ApiClient = apiClient,
): Promise<PasswordChangeResult> {
  const query = new URLSearchParams({ token });
  const body: ResetPasswordBody = { newPassword };
  return api.request<PasswordChangeResult>(
    `${apiPath('public', 'candidate', client, 'password', 'reset')}?${query}`,
    { method: 'POST', body },
  );
}

export function changePassword(
  client: string,
  body: UpdatePasswordBody,
  api: ApiClient = apiClient,
): Promise<PasswordChangeResult> {
  return api.request<PasswordChangeResult>(apiPath('private', 'candidate', client, 'password'), {
    method: 'POST',
    body,
  });
}
