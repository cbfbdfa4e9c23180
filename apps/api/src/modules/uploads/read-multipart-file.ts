/**
 * Reads the one file of a multipart upload while it streams, for every upload call
 * (attachments, held and parsed resumes): a body announced as larger than the file may be is
 * refused before a byte is read, and a file that grows past its limit is refused at the first
 * byte over, not after all of it has arrived. Malformed multipart bodies are 400.
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@talentgate/domain';
import { AppError, appError } from '../../errors/catalogue.js';

/** Room for the multipart boundaries and the text fields around the file. */
const ENVELOPE_BYTES = 16 * 1024;

export interface MultipartFileOptions {
  /** The most bytes the file may have, given the text fields sent before it. */
  maxBytes: (fields: Readonly<Record<string, string>>) => number;
  /** The largest that limit can be, for the declared length of the whole body. */
  largestBytes: number;
  /** How many text fields may come with the file. */
  fields: number;
  tooLarge: ErrorCode;
  /** No file, or an empty one. */
  missing: ErrorCode;
}

export interface MultipartFile {
  fileName: string;
  bytes: Buffer;
  /** The text fields, by name. */
  fields: Record<string, string>;
}

const MULTIPART_ERRORS: ReadonlySet<string> = new Set([
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/** Our own refusals pass; the parser's limits keep their codes; anything else is a malformed body. */
function multipartError(error: unknown, options: MultipartFileOptions): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return appError(options.tooLarge);
  if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) return appError('BAD_REQUEST');
  // A body cut short, or parts that do not match its boundary (issue 19).
  return appError('MULTIPART_MALFORMED');
}

export async function readMultipartFile(
  request: FastifyRequest,
  options: MultipartFileOptions,
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw appError(options.missing);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.largestBytes + ENVELOPE_BYTES) {
    throw appError(options.tooLarge);
  }
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    // busboy's own limit is one byte higher than ours: at its limit it stops passing bytes on
    // but keeps reading to the end of the part, while ours throws at the first byte over.
    const parts = request.parts({
      limits: {
        fileSize: options.largestBytes + 1,
        files: 1,
        fields: options.fields,
        fieldSize: 4096,
        parts: options.fields + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw appError('BAD_REQUEST');
      const limit = options.maxBytes(fields);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        size += bytes.length;
        if (size > limit) {
          part.file.destroy();
          throw appError(options.tooLarge);
        }
        chunks.push(bytes);
      }
      if (part.file.truncated) throw appError(options.tooLarge);
      file = { fileName: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw multipartError(error, options);
  }
  if (!file || file.bytes.length === 0) throw appError(options.missing);
  return { ...file, fields };
}
