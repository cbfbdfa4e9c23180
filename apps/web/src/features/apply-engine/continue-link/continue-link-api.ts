/**
 * Save and resume on another device (docs/decisions/0017): ask the server to e-mail a link to
 * continue the attempt, and exchange a link's token for the attempt on the device opening it.
 */
import {
  APPLY_ATTEMPT_HEADER,
  type RequestContinueLinkBody,
  type ContinuedApplyAttempt,
  type ContinueLinkRequested,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../../lib/api-client';

export function requestContinueLink(
  client: string,
  attemptId: string,
  body: RequestContinueLinkBody,
  api: ApiClient = apiClient,
): Promise<ContinueLinkRequested> {
  return api.request<ContinueLinkRequested>(
    apiPath('public', 'apply', client, 'attempt', 'continue-link'),
    { method: 'POST', headers: { [APPLY_ATTEMPT_HEADER]: attemptId }, body },
  );
}

/** Uses the link up: the attempt comes back under a new id, for this browser only. */
export function continueAttempt(
  client: string,
  token: string,
  api: ApiClient = apiClient,
): Promise<ContinuedApplyAttempt> {
  return api.request<ContinuedApplyAttempt>(
    apiPath('public', 'apply', client, 'attempt', 'continue'),
    {
      method: 'POST',
      body: { token },
    },
  );
}
