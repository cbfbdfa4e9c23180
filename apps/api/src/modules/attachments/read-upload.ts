/**
 * Reads the multipart upload (spec 2 §7: the file plus attachmentType and description) while
 * it streams (uploads/read-multipart-file.ts), with the size limit of its attachment type.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_TYPE_MAX_LENGTH,
  DOCUMENT_ATTACHMENT_TYPE,
  maxBytesFor,
  type AttachmentLimits,
} from '@talentgate/domain';
import { AppError, appError } from '../../errors/catalogue.js';
import { isStorableText } from '../../plugins/storable-input.js';
import { readMultipartFile } from '../uploads/read-multipart-file.js';
import type { UploadInput } from './upload-attachment.js';

export interface ReadUploadOptions {
  /**
   * The one type this call stores (an apply attempt's held resume): its limit applies from
   * the first byte, and an `attachmentType` field is not read.
   */
  attachmentType?: string;
}

async function readUpload(
  request: FastifyRequest,
  limits: AttachmentLimits,
  options: ReadUploadOptions = {},
): Promise<UploadInput> {
  const fixedType = options.attachmentType;
  // The type may come after the file; until it is known the larger limit applies, and the
  // service checks the type's own limit once it is.
  const largest =
    fixedType === undefined
      ? Math.max(limits.maxResumeBytes, limits.maxAttachmentBytes)
      : maxBytesFor(limits, fixedType);
  const upload = await readMultipartFile(request, {
    largestBytes: largest,
    maxBytes: (fields) => {
      const declaredType = fixedType ?? fields['attachmentType'];
      return declaredType ? maxBytesFor(limits, declaredType) : largest;
    },
    fields: 4,
    tooLarge: 'ATTACHMENT_TOO_LARGE',
    missing: 'ATTACHMENT_FILE_REQUIRED',
  });
  const attachmentType = (
    fixedType ??
    upload.fields['attachmentType'] ??
    DOCUMENT_ATTACHMENT_TYPE
  ).trim();
  const description = (upload.fields['description'] ?? '').trim();
  if (attachmentType.length === 0 || attachmentType.length > ATTACHMENT_TYPE_MAX_LENGTH) {
    throw appError('VALIDATION_FAILED', { field: 'attachmentType' });
  }
  if (description.length > ATTACHMENT_DESCRIPTION_MAX_LENGTH) {
    throw appError('VALIDATION_FAILED', { field: 'description' });
  }
  // (An unstorable file name is replaced when the file is kept: decision 0021.)
  for (const [field, text] of Object.entries({ attachmentType, description })) {
    if (!isStorableText(text)) throw appError('VALIDATION_FAILED', { field });
  }
  return { fileName: upload.fileName, attachmentType, description, bytes: upload.bytes };
}

/**
 * readUpload for a route: when the file is too large, the rest of the body is not read.
 * Once the 413 answer is out the connection is dropped, instead of reading (and throwing
 * away) what the client still sends.
 */
export async function readUploadOrCutOff(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: AttachmentLimits,
  options: ReadUploadOptions = {},
): Promise<UploadInput> {
  try {
    return await readUpload(request, limits, options);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ATTACHMENT_TOO_LARGE') {
      reply.header('connection', 'close');
      reply.raw.once('finish', () => request.raw.destroy());
    }
    throw error;
  }
}
