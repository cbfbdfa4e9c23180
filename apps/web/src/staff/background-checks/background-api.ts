/** The background check calls (decision 0052), through the one API client. */
import type {
  BackgroundOrder,
  BackgroundOrderInput,
  BackgroundPackageList,
} from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';

export const backgroundKeys = {
  packages: (client: string) => ['staff', client, 'background', 'packages'] as const,
  orders: (client: string, applicationId: number) =>
    ['staff', client, 'background', 'orders', applicationId] as const,
};

export const backgroundApi = {
  packages: (client: string, signal?: AbortSignal) =>
    apiClient.get<BackgroundPackageList>(
      apiPath('staff', client, 'background', 'packages'),
      signal,
    ),
  orders: (client: string, applicationId: number, signal?: AbortSignal) =>
    apiClient.get<BackgroundOrder[]>(
      apiPath('staff', client, 'background', 'orders', 'application', applicationId),
      signal,
    ),
  order: (client: string, body: BackgroundOrderInput) =>
    apiClient.request<BackgroundOrder>(apiPath('staff', client, 'background', 'orders'), {
      method: 'POST',
      body,
    }),
};
