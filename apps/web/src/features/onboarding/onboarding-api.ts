/** Onboarding by application (spec 2 §7; decision 0047): read, and save one form at a time. */
import { queryOptions } from '@tanstack/react-query';
import type {
  FormAnswers,
  Onboarding,
  OneTimeCodeSent,
  OneTimeCodeVerified,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';
import type { RequestRecovery } from '../auth/request-recovery';

export const onboardingKey = (client: string, applicationId: number) =>
  ['onboarding', client, applicationId] as const;

export const onboardingByApplicationQuery = (
  client: string,
  applicationId: number,
  recovery: RequestRecovery,
) =>
  queryOptions({
    queryKey: onboardingKey(client, applicationId),
    queryFn: ({ signal }) =>
      recovery.run(() =>
        apiClient.get<Onboarding>(
          apiPath('private', 'onboarding', client, 'application', applicationId),
          signal,
        ),
      ),
  });

export function saveOnboardingForm(
  client: string,
  applicationId: number,
  applyFormId: number,
  data: FormAnswers,
  api: ApiClient = apiClient,
) {
  return api.request<Onboarding>(
    apiPath('private', 'onboarding', client, 'application', applicationId, 'form', applyFormId),
    { method: 'POST', body: { data } },
  );
}

/** A one-time code by SMS for onboarding (the one-time-codes module's calls, decision 0048). */
export function sendOnboardingCode(client: string, api: ApiClient = apiClient) {
  return api.request<OneTimeCodeSent>(apiPath('private', 'candidate', client, 'one-time-code'), {
    method: 'POST',
    body: { purpose: 'onboarding' },
  });
}

export function verifyOnboardingCode(client: string, code: string, api: ApiClient = apiClient) {
  return api.request<OneTimeCodeVerified>(
    apiPath('private', 'candidate', client, 'one-time-code', 'verify'),
    { method: 'POST', body: { purpose: 'onboarding', code: code.trim() } },
  );
}
