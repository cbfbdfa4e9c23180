/**
 * Decides an upload's format from its content and its extension together (spec 2 §5): the
 * magic bytes must name the same format the extension does, and that format must be allowed
 * for the attachment type. The browser's MIME claim is never consulted, so an executable
 * renamed `cv.pdf` is refused whatever the browser says.
 */
import {
  ATTACHMENT_CONTENT_TYPES,
  fileExtension,
  isAllowedExtension,
  type AttachmentExtension,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { formatByContent, type ContentFormat } from '../uploads/file-format.js';
import { ZipBombError } from '../uploads/zip-guard.js';

/** The format each extension we accept must have by content (uploads/file-format.ts). */
const CONTENT_OF: Readonly<Record<AttachmentExtension, ContentFormat>> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  rtf: 'rtf',
  png: 'png',
  jpeg: 'jpg',
  jpg: 'jpg',
  txt: 'text',
};

export interface DetectedFormat {
  extension: AttachmentExtension;
  contentType: string;
}

export async function detectFormat(
  fileName: string,
  attachmentType: string,
  bytes: Buffer,
): Promise<DetectedFormat> {
  const extension = fileExtension(fileName);
  if (!isAllowedExtension(attachmentType, extension)) {
    throw appError('ATTACHMENT_UNSUPPORTED_FORMAT');
  }
  if (bytes.length === 0) throw appError('ATTACHMENT_INVALID_CONTENT');
  let format: ContentFormat | null;
  try {
    format = await formatByContent(bytes);
  } catch (error) {
    if (error instanceof ZipBombError) throw appError('ATTACHMENT_INVALID_CONTENT');
    throw error;
  }
  if (format !== CONTENT_OF[extension]) throw appError('ATTACHMENT_UNSUPPORTED_FORMAT');
  return { extension, contentType: ATTACHMENT_CONTENT_TYPES[extension] };
}
