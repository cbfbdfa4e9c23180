/**
 * Reads the multipart upload (spec 2 §7: the file plus attachmentType and description) while
 * it streams, stopping at the size limit: a declared length over the limit is refused before
 * a byte is read, and a body that grows past it is cut off as soon as it does.
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
import type { UploadInput } from './upload-attachment.js';

/** Room for the multipart boundaries and the text fields around the file. */
const ENVELOPE_BYTES = 16 * 1024;

const MULTIPART_ERRORS: Readonly<Record<string, 'ATTACHMENT_TOO_LARGE' | 'BAD_REQUEST'>> = {
  FST_REQ_FILE_TOO_LARGE: 'ATTACHMENT_TOO_LARGE',
  FST_FILES_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
};

/** Our own refusals pass; the parser's limits keep their codes; anything else is a malformed body. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  return appError(mapped ?? 'MULTIPART_MALFORMED');
}

export interface ReadUploadOptions {
  /**
   * The one type this call stores (an apply attempt's held resume): its limit applies from
   * the first byte, and an `attachmentType` field is not read.
   */
  attachmentType?: string;
}

export async function readUpload(
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
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > largest + ENVELOPE_BYTES) {
    throw appError('ATTACHMENT_TOO_LARGE');
  }

  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    // busboy's own limit is one byte higher than ours: at its limit it stops passing bytes on
    // but keeps reading to the end of the part, while ours throws at the first byte over.
    const parts = request.parts({
      limits: { fileSize: largest + 1, files: 1, fields: 4, fieldSize: 4096, parts: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw appError('BAD_REQUEST');
      const declaredType = fixedType ?? fields['attachmentType'];
      const limit = declaredType ? maxBytesFor(limits, declaredType) : largest;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        size += bytes.length;
        if (size > limit) {
          part.file.destroy();
          throw appError('ATTACHMENT_TOO_LARGE');
        }
        chunks.push(bytes);
      }
      if (part.file.truncated) throw appError('ATTACHMENT_TOO_LARGE');
      file = { fileName: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw multipartError(error);
  }

  if (!file || file.bytes.length === 0) throw appError('ATTACHMENT_FILE_REQUIRED');
  const attachmentType = (fixedType ?? fields['attachmentType'] ?? DOCUMENT_ATTACHMENT_TYPE).trim();
  const description = (fields['description'] ?? '').trim();
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
  return { fileName: file.fileName, attachmentType, description, bytes: file.bytes };
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
