import type { Attachment } from '@talentgate/domain';
import type { CandidateAttachmentRow } from './attachment-store.js';

/** The attachment as calls answer it; the storage key and checksum stay on the server. */
export function presentAttachment(row: CandidateAttachmentRow, canUpload: boolean): Attachment {
  return {
    attachmentId: row.id,
    candidateId: row.candidateId,
    name: row.name,
    description: row.description,
    type: row.contentType,
    attachmentType: row.attachmentType,
    size: row.size,
    createDate: row.createdAt.getTime(),
    isCanUpload: canUpload ? 't' : 'f',
  };
}
