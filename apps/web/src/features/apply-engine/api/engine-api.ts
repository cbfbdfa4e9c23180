/**
 * The apply engine's calls (apply-stream metadata and apply attempts, built in the API's
 * apply-streams module). An attempt's secret id travels in the X-Apply-Attempt header.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  APPLY_ATTEMPT_HEADER,
  type ApplyAttempt,
  type ApplyStream,
  type ApplyStreamMetadata,
  type CompleteAttemptBody,
  type CompletedAttempt,
  type FormAnswers,
  type ReturningApplyAttempt,
  type StartApplyAttemptBody,
  type StartedApplyAttempt,
} from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer, type ApiClient } from '../../../lib/api-client';

export function streamMetadataQueryOptions(client: string, applyStreamId: number) {
  const path = apiPath('public', 'applystream', client, 'metadata', applyStreamId);
  return queryOptions({
    queryKey: ['applyStreamMetadata', client, applyStreamId],
    queryFn: ({ signal }) => apiClient.get<ApplyStreamMetadata>(path, signal),
    initialData: () => initialAnswer<ApplyStreamMetadata>(path),
    // A stream's configuration changes rarely; a visitor's flow keeps the one it started with.
    staleTime: Infinity,
  });
}

export function streamByKeyQueryOptions(client: string, key: string) {
  return queryOptions({
    queryKey: ['applyStreamByKey', client, key],
    queryFn: ({ signal }) =>
      apiClient.get<ApplyStream>(apiPath('public', 'applystream', client, 'key', key), signal),
    staleTime: Infinity,
  });
}

const attemptHeaders = (attemptId: string) => ({ [APPLY_ATTEMPT_HEADER]: attemptId });

export function startAttempt(
  client: string,
  body: StartApplyAttemptBody,
  api: ApiClient = apiClient,
): Promise<StartedApplyAttempt> {
  return api.request<StartedApplyAttempt>(apiPath('public', 'apply', client, 'attempt'), {
    method: 'PUT',
    body,
  });
}

export function fetchAttempt(
  client: string,
  attemptId: string,
  api: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<ReturningApplyAttempt> {
  return api.request<ReturningApplyAttempt>(apiPath('public', 'apply', client, 'attempt'), {
    headers: attemptHeaders(attemptId),
    ...(signal ? { signal } : {}),
  });
}

export function saveAttemptForm(
  client: string,
  attemptId: string,
  applyFormId: number,
  data: FormAnswers,
  api: ApiClient = apiClient,
): Promise<ApplyAttempt> {
  return api.request<ApplyAttempt>(
    apiPath('public', 'apply', client, 'attempt', 'form', applyFormId),
    {
      method: 'POST',
      headers: attemptHeaders(attemptId),
      body: { data },
    },
  );
}

/** The final submit: the server turns the attempt into a candidate (and application). */
export function completeAttempt(
  client: string,
  attemptId: string,
  body: CompleteAttemptBody,
  api: ApiClient = apiClient,
): Promise<CompletedAttempt> {
  return api.request<CompletedAttempt>(apiPath('public', 'apply', client, 'attempt', 'complete'), {
    method: 'POST',
    headers: attemptHeaders(attemptId),
    body,
  });
}
