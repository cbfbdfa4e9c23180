/**
 * The uploaded resume of a multipart request, read while it streams: a body announced as
 * too large is refused at once, and busboy stops at the tenant's size limit, so an
 * oversized file is refused after that many bytes, not after all of it has arrived.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, appError } from '../../errors/catalogue.js';

/** Room for the part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface Upload {
  bytes: Uint8Array;
  filename: string;
}

export async function readResumeUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) throw appError('RESUME_FILE_REQUIRED');
  // A body announced as far larger than the file may be is refused before any of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw appError('RESUME_TOO_LARGE');
  }
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
  } catch {
    throw appError('RESUME_FILE_REQUIRED');
  }
  if (!file) throw appError('RESUME_FILE_REQUIRED');
  try {
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw appError('RESUME_FILE_REQUIRED');
    return { bytes: new Uint8Array(buffer), filename: file.filename };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw appError('RESUME_TOO_LARGE');
    }
    if (error instanceof AppError) throw error;
    // A body cut short or not matching its boundary.
    throw appError('MULTIPART_MALFORMED');
  }
}
