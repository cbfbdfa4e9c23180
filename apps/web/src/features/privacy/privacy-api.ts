import type { CandidateDataExport, ErasureStatus } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

export const erasureStatusKey = (client: string) => ['privacy', client, 'erasure'] as const;

export function fetchErasureStatus(
  client: string,
  api: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<ErasureStatus> {
  return api.get<ErasureStatus>(apiPath('private', 'privacy', client, 'erasure'), signal);
}

export function requestErasure(
  client: string,
  language: string,
  api: ApiClient = apiClient,
): Promise<ErasureStatus> {
  return api.request<ErasureStatus>(apiPath('private', 'privacy', client, 'erasure'), {
    method: 'POST',
    body: { language },
  });
}

export function confirmErasure(
  client: string,
  token: string,
  api: ApiClient = apiClient,
): Promise<ErasureStatus> {
  return api.request<ErasureStatus>(apiPath('public', 'privacy', client, 'erasure', 'confirm'), {
    method: 'POST',
    body: { token },
  });
}

export function fetchDataExport(
  client: string,
  api: ApiClient = apiClient,
): Promise<CandidateDataExport> {
  return api.get<CandidateDataExport>(apiPath('private', 'privacy', client, 'export'));
}

/** The export's file name: the site and the day it was made. */
function exportFileName(client: string, data: Pick<CandidateDataExport, 'exportedAt'>) {
  return `my-data-${client}-${data.exportedAt.slice(0, 10)}.json`;
}

/** Hands the export to the browser as a file download. */
export function saveExport(client: string, data: CandidateDataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(client, data);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
