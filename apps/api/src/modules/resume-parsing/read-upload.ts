/**
 * The uploaded resume of a multipart request, read while it streams
 * (uploads/read-multipart-file.ts) up to the tenant's resume size.
 */
import type { FastifyRequest } from 'fastify';
import { readMultipartFile } from '../uploads/read-multipart-file.js';

export interface Upload {
  bytes: Uint8Array;
  filename: string;
}

export async function readResumeUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const upload = await readMultipartFile(request, {
    largestBytes: maxBytes,
    maxBytes: () => maxBytes,
    fields: 10,
    tooLarge: 'RESUME_TOO_LARGE',
    missing: 'RESUME_FILE_REQUIRED',
  });
  return { bytes: new Uint8Array(upload.bytes), filename: upload.fileName };
}
