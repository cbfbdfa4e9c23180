/**
 * The assessment calls (spec 2 §7 "Assessments"; decision 0042). The candidate's calls go
 * with the session cookie, or with the step's temporary token of a new candidate (`auth`);
 * the built-in test's calls with its signed link only.
 */
import {
  TEMPORARY_TOKEN_SCHEME,
  type Assessment,
  type AssessmentStepLeft,
  type TakeAnswersBody,
  type TakeTest,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

/** The step's temporary token, when the candidate acts with one. */
export type AssessmentAuth = { token: string } | null;

const headers = (auth: AssessmentAuth): Record<string, string> =>
  auth ? { Authorization: `${TEMPORARY_TOKEN_SCHEME} ${auth.token}` } : {};

export function listAssessments(
  client: string,
  candidateId: number,
  auth: AssessmentAuth,
  applicationId: number | null,
  api: ApiClient = apiClient,
): Promise<Assessment[]> {
  const path = apiPath('private', 'candidate', client, 'assessment', 'candidate', candidateId);
  const query = applicationId === null ? '' : `?applicationId=${applicationId}`;
  return api.request(`${path}${query}`, { headers: headers(auth) });
}

/** Starts (or resumes) one: the URL to open, as the server answers it (text). */
export function startAssessment(
  client: string,
  assessmentId: number,
  auth: AssessmentAuth,
  api: ApiClient = apiClient,
): Promise<string> {
  return api.requestText(
    apiPath('private', 'candidate', client, 'assessment', 'start', assessmentId),
    { method: 'POST', headers: headers(auth) },
  );
}

/** Leaves the application's step; refused (409) until every assessment is Completed. */
export function leaveAssessmentStep(
  client: string,
  applicationId: number,
  auth: AssessmentAuth,
  api: ApiClient = apiClient,
): Promise<AssessmentStepLeft> {
  return api.request(apiPath('private', 'candidate', client, 'assessment', 'skip', applicationId), {
    method: 'POST',
    headers: headers(auth),
  });
}

export function showTakeTest(client: string, link: string, api: ApiClient = apiClient) {
  return api.request<TakeTest>(apiPath('public', 'assessment', client, 'take', 'test'), {
    method: 'POST',
    body: { link },
  });
}

export function answerTakeTest(
  client: string,
  body: TakeAnswersBody,
  api: ApiClient = apiClient,
): Promise<TakeTest> {
  return api.request(apiPath('public', 'assessment', client, 'take', 'answers'), {
    method: 'POST',
    body,
  });
}
