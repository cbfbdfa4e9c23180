/**
 * The uploaded resume of a multipart request, read while it streams: busboy stops at the
 * tenant's size limit, so an oversized file is refused after that many bytes, not after
 * all of it has arrived.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../errors/catalogue.js';

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
    throw error;
  }
}
