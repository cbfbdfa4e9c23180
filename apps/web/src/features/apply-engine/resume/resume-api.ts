/**
 * Save and resume on another device (docs/decisions/0017): ask the server to e-mail a link to
 * continue the attempt, and exchange a link's token for the attempt on the device opening it.
 */
import {
  APPLY_ATTEMPT_HEADER,
  type RequestResumeLinkBody,
  type ResumedApplyAttempt,
  type ResumeLinkRequested,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../../lib/api-client';

export function requestResumeLink(
  client: string,
  attemptId: string,
  body: RequestResumeLinkBody,
  api: ApiClient = apiClient,
): Promise<ResumeLinkRequested> {
  return api.request<ResumeLinkRequested>(
    apiPath('public', 'apply', client, 'attempt', 'resume-link'),
    { method: 'POST', headers: { [APPLY_ATTEMPT_HEADER]: attemptId }, body },
  );
}

/** Uses the link up: the attempt comes back under a new id, for this browser only. */
export function resumeAttempt(
  client: string,
  token: string,
  api: ApiClient = apiClient,
): Promise<ResumedApplyAttempt> {
  return api.request<ResumedApplyAttempt>(apiPath('public', 'apply', client, 'attempt', 'resume'), {
    method: 'POST',
    body: { token },
  });
}
