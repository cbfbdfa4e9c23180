/** Attachment calls of spec 2 §7, the resume parse, and the resume an apply attempt holds. */
import {
  APPLY_ATTEMPT_HEADER,
  type Attachment,
  type AttachmentFilter,
  type AttachmentList,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';
import { sendFile } from './send-file';

export function attachmentListKey(client: string, candidateId: number) {
  return ['attachments', client, candidateId] as const;
}

export function listAttachments(
  client: string,
  candidateId: number,
  filter: AttachmentFilter = 'All',
  api: ApiClient = apiClient,
): Promise<AttachmentList> {
  const path = apiPath('private', 'attachment', client, 'candidate', candidateId);
  return api.get<AttachmentList>(`${path}?attachmentType=${filter}`);
}

export function deleteAttachment(
  client: string,
  attachmentId: number,
  api: ApiClient = apiClient,
): Promise<unknown> {
  return api.request(apiPath('private', 'attachment', client, attachmentId), { method: 'DELETE' });
}

/** A plain link: the session cookie authorises it and the server names the file. */
export function downloadUrl(client: string, attachmentId: number): string {
  return apiPath('private', 'attachment', client, attachmentId, 'download');
}

export interface UploadRequest {
  client: string;
  file: File;
  attachmentType: string;
  description?: string;
  onProgress?(fraction: number): void;
}

export function uploadAttachment(request: UploadRequest): Promise<Attachment> {
  return sendFile<Attachment>(apiPath('private', 'attachment', request.client), {
    method: 'PUT',
    fields: { attachmentType: request.attachmentType, description: request.description ?? '' },
    file: request.file,
    ...(request.onProgress ? { onProgress: request.onProgress } : {}),
  });
}

/** The public resume parse of spec 2 §7 (per organisation, multipart, 422 allowed). */
export function parseResume(client: string, file: File): Promise<unknown> {
  return sendFile<unknown>(apiPath('public', 'resume', client, 'parse'), {
    method: 'POST',
    fields: {},
    file,
  });
}

/**
 * Keeps the resume with the visitor's apply attempt and parses it, in one request (decision
 * 0023): answers like the public parse (422: kept, parsing skipped), and a refused file with
 * the attachment upload's codes.
 */
export function holdResume(client: string, attemptId: string, file: File): Promise<unknown> {
  return sendFile<unknown>(apiPath('public', 'apply', client, 'attempt', 'attachment', 'resume'), {
    method: 'POST',
    fields: {},
    file,
    headers: { [APPLY_ATTEMPT_HEADER]: attemptId },
  });
}

/** The visitor removed their resume: the attempt no longer holds it. */
export function dropHeldResume(
  client: string,
  attemptId: string,
  api: ApiClient = apiClient,
): Promise<unknown> {
  return api.request(apiPath('public', 'apply', client, 'attempt', 'attachment', 'resume'), {
    method: 'DELETE',
    headers: { [APPLY_ATTEMPT_HEADER]: attemptId },
  });
}
