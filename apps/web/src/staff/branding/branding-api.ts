/** The message branding calls (decision 0052), through the one API client. */
import type {
  MessageBranding,
  MessageBrandingInput,
  MessageBrandingPreview,
} from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';
import { sendFile } from '../../features/attachments/send-file';

const branding = (client: string, ...segments: string[]) =>
  apiPath('staff', client, 'messagebranding', ...segments);

export const brandingKeys = {
  branding: (client: string) => ['staff', client, 'messagebranding'] as const,
  preview: (client: string, draft: MessageBrandingInput) =>
    ['staff', client, 'messagebranding', 'preview', draft] as const,
};

export const brandingApi = {
  get: (client: string, signal?: AbortSignal) =>
    apiClient.get<MessageBranding>(branding(client), signal),
  save: (client: string, body: MessageBrandingInput) =>
    apiClient.request<MessageBranding>(branding(client), { method: 'POST', body }),
  preview: (client: string, body: MessageBrandingInput, signal?: AbortSignal) =>
    apiClient.request<MessageBrandingPreview>(branding(client, 'preview'), {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  setActive: (client: string, active: boolean) =>
    apiClient.request<MessageBranding>(branding(client, active ? 'activate' : 'deactivate'), {
      method: 'POST',
    }),
  uploadLogo: (client: string, file: File) =>
    sendFile<MessageBranding>(branding(client, 'logo'), { method: 'PUT', fields: {}, file }),
  removeLogo: (client: string) =>
    apiClient.request<MessageBranding>(branding(client, 'logo'), { method: 'DELETE' }),
};
