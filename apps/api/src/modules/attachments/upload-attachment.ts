/**
 * Stores an upload after every check of spec 2 §5: size for its type, the multi-type count,
 * format by content and extension, the virus scan, then the kept name. Nothing is stored
 * unless all pass; the bytes are written first and removed again if the metadata fails.
 * The owner is a candidate, or an apply attempt holding a visitor's resume.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  isResumeType,
  keptAttachmentName,
  maxBytesFor,
  maxUploadsMessage,
  normaliseAttachmentType,
  type AttachmentLimits,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  countMultiTypeAttachments,
  insertAttachment,
  insertAttachmentWithinLimit,
  type AttachmentHolder,
  type AttachmentRow,
} from './attachment-store.js';
import { detectFormat } from './detect-format.js';
import { PostgresFileStore, type FileStore } from './file-store.js';
import type { VirusScanner } from './virus-scan.js';

export interface AttachmentServices {
  db: Database;
  files: FileStore;
  scanner: VirusScanner | null;
}

/** What a route plugin that stores uploads is given (attachments, an attempt's resume). */
export interface UploadRouteOptions {
  /** Where bytes go; the PostgreSQL store of the app's database by default. */
  files?: FileStore;
  scanner: VirusScanner | null;
}

export function attachmentServices(db: Database, options: UploadRouteOptions): AttachmentServices {
  return { db, files: options.files ?? new PostgresFileStore(db), scanner: options.scanner };
}

const limitReached = (limits: AttachmentLimits) =>
  appError('ATTACHMENT_LIMIT_REACHED', { message: maxUploadsMessage(limits.maxFileCount) });

export interface UploadInput {
  fileName: string;
  attachmentType: string;
  description: string;
  bytes: Buffer;
}

export async function uploadAttachment(
  services: AttachmentServices,
  owner: AttachmentHolder,
  limits: AttachmentLimits,
  input: UploadInput,
): Promise<AttachmentRow> {
  const attachmentType = normaliseAttachmentType(input.attachmentType);
  if (input.bytes.length > maxBytesFor(limits, attachmentType)) {
    throw appError('ATTACHMENT_TOO_LARGE');
  }
  if (
    !isResumeType(attachmentType) &&
    (await countMultiTypeAttachments(services.db, owner)) >= limits.maxFileCount
  ) {
    throw limitReached(limits);
  }
  const format = await detectFormat(input.fileName, attachmentType, input.bytes);
  if (services.scanner) {
    const verdict = await services.scanner.scan(input.bytes).catch(() => {
      throw appError('ATTACHMENT_SCAN_UNAVAILABLE');
    });
    if (!verdict.clean) throw appError('ATTACHMENT_INFECTED');
  }
  // An unsafe name is replaced by the type and format (decision 0021).
  const name =
    keptAttachmentName(input.fileName) ?? `${attachmentType}.${format.extension}`.slice(-60);

  const storageKey = randomUUID();
  await services.files.put(owner.tenantId, storageKey, input.bytes);
  const values = {
    name,
    description: input.description,
    contentType: format.contentType,
    attachmentType,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storageKey,
  };
  try {
    if (isResumeType(attachmentType)) return await insertAttachment(services.db, owner, values);
    // Checked again with the insert: concurrent uploads passed the first check together.
    const row = await insertAttachmentWithinLimit(services.db, owner, values, limits.maxFileCount);
    if (!row) throw limitReached(limits);
    return row;
  } catch (error) {
    await services.files.delete(owner.tenantId, storageKey);
    throw error;
  }
}
