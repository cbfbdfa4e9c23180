/**
 * What the browser can tell before sending a file (spec 2 §5): its extension against the
 * attachment type's formats, its size against the tenant's maximum, and the multi-type count.
 * The server decides again from the content; these checks only spare a pointless upload.
 */
import {
  fileExtension,
  isAllowedExtension,
  isResumeType,
  maxBytesFor,
  type AttachmentLimits,
} from '@talentgate/domain';

export type UploadProblem = 'unsupportedFormat' | 'tooLarge' | 'maxUploads';

export interface FileFacts {
  name: string;
  size: number;
}

export function checkBeforeUpload(
  file: FileFacts,
  attachmentType: string,
  limits: AttachmentLimits,
  multiTypeCount: number,
): UploadProblem | null {
  if (!isResumeType(attachmentType) && multiTypeCount >= limits.maxFileCount) return 'maxUploads';
  if (!isAllowedExtension(attachmentType, fileExtension(file.name))) return 'unsupportedFormat';
  if (file.size > maxBytesFor(limits, attachmentType)) return 'tooLarge';
  return null;
}

/** The accept attribute of the file picker for an attachment type. */
export function acceptFor(attachmentType: string): string {
  const resume = '.rtf,.doc,.docx,.txt,.pdf';
  return isResumeType(attachmentType) ? resume : `${resume},.png,.jpeg,.jpg`;
}
