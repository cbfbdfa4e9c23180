/** Staff read a hire's onboarding (decision 0047), through the one API client. */
import type { StaffOnboarding } from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';

export const onboardingKeys = {
  ofApplication: (client: string, applicationId: number) =>
    ['staff', client, 'onboarding', applicationId] as const,
};

export const onboardingApi = {
  ofApplication: (client: string, applicationId: number, signal?: AbortSignal) =>
    apiClient.get<StaffOnboarding>(
      apiPath('staff', client, 'onboarding', 'application', applicationId),
      signal,
    ),
};
