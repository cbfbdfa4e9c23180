/**
 * The resume an apply attempt holds for a visitor who is not signed in (spec 2 §3 "Resume
 * state in session", §5 "Resume upload"; decision 0023). The file is stored with every check
 * of an attachment upload, owned by the attempt; the attempt holds one resume, so a newer one
 * replaces it and the older bytes go. The parsed XML stays on the attempt until the final
 * submit hands file and XML to the candidate (hand-over-held-resume.ts).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  attachmentLimitsOf,
  RESUME_ATTACHMENT_TYPE,
  type AttachmentLimits,
  type HeldResume,
  type ParsedResume,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { heldBy, type AttemptHolder } from '../attachments/attachment-store.js';
import {
  uploadAttachment,
  type AttachmentServices,
  type UploadInput,
} from '../attachments/upload-attachment.js';
import {
  parseResume,
  ResumeContentError,
  ResumeFormatError,
} from '../resume-parsing/parse-resume.js';
import { resumeByteLimit } from '../resume-parsing/resume-size.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  lockLiveAttempt,
  setAttemptResumeXml,
  type AttemptRow,
} from '../../stores/attempt-store.js';

/** The file is stored as an attachment and read by the parser: both size limits hold. */
export function heldResumeLimits(settings: Record<string, unknown>): AttachmentLimits {
  const limits = attachmentLimitsOf(settings);
  return { ...limits, maxResumeBytes: Math.min(limits.maxResumeBytes, resumeByteLimit(settings)) };
}

/** The parsed resume, or null when it cannot be read as one (the file is kept all the same). */
async function parsedOrNull(upload: UploadInput): Promise<ParsedResume | null> {
  try {
    return await parseResume(upload.bytes, upload.fileName);
  } catch (error) {
    // The attachment checks accepted the format already; a file the parser cannot read is
    // "valid, parsing skipped" (spec 2 §4), whichever of the two the parser says.
    if (error instanceof ResumeContentError || error instanceof ResumeFormatError) return null;
    throw error;
  }
}

const heldResumes = (holder: AttemptHolder) =>
  and(heldBy(holder), eq(attachments.attachmentType, RESUME_ATTACHMENT_TYPE));

type Kept = { kind: 'kept'; removedKeys: string[] } | { kind: 'attemptGone' };

/**
 * With the attempt row locked, so that two uploads, or an upload and the final submit, take
 * turns: the newest held resume stays and its XML is the attempt's; every older one goes. An
 * upload that lost the race to a newer one removes itself and leaves the XML alone.
 */
async function keepNewest(
  db: Database,
  holder: AttemptHolder,
  storedId: number,
  xml: string | null,
  now: Date,
): Promise<Kept> {
  return transaction(db, async (tx) => {
    if (!(await lockLiveAttempt(tx, holder.tenantId, holder.attemptId, now))) {
      return { kind: 'attemptGone' };
    }
    const [newest] = await tx
      .select({ id: attachments.id })
      .from(attachments)
      .where(heldResumes(holder))
      .orderBy(desc(attachments.id))
      .limit(1);
    const keptId = newest?.id ?? storedId;
    const removed = await tx
      .delete(attachments)
      .where(and(heldResumes(holder), ne(attachments.id, keptId)))
      .returning({ storageKey: attachments.storageKey });
    if (keptId === storedId) {
      await setAttemptResumeXml(tx, holder.tenantId, holder.attemptId, xml, now);
    }
    return { kind: 'kept', removedKeys: removed.map((row) => row.storageKey) };
  });
}

/**
 * Stores the upload as the attempt's resume and parses it: answers the parsed resume, or
 * 422 RESUME_CONTENT_INVALID when it cannot be read as one (the file is still kept; the web
 * field counts it as valid with parsing skipped). The attempt was found live by the caller;
 * if it was completed or expired meanwhile, the new file is removed again (404).
 */
export async function holdResume(
  services: AttachmentServices,
  tenant: Tenant,
  attempt: AttemptRow,
  upload: UploadInput,
  now = new Date(),
): Promise<ParsedResume> {
  const holder: AttemptHolder = { tenantId: tenant.id, attemptId: attempt.id };
  const limits = heldResumeLimits(tenant.settings);
  const stored = await uploadAttachment(services, holder, limits, {
    ...upload,
    attachmentType: RESUME_ATTACHMENT_TYPE,
  });
  const parsed = await parsedOrNull(upload);
  const kept = await keepNewest(services.db, holder, stored.id, parsed?.xml ?? null, now);
  if (kept.kind === 'attemptGone') {
    // Still held (the final submit may have handed it to the candidate already): remove it.
    const [orphan] = await services.db
      .delete(attachments)
      .where(and(heldBy(holder), eq(attachments.id, stored.id)))
      .returning({ storageKey: attachments.storageKey });
    if (orphan) await services.files.delete(tenant.id, orphan.storageKey);
    throw appError('APPLY_ATTEMPT_NOT_FOUND');
  }
  // The bytes after the metadata's commit: a file store outside the database cannot join it.
  for (const key of kept.removedKeys) await services.files.delete(tenant.id, key);
  if (!parsed) throw appError('RESUME_CONTENT_INVALID');
  return parsed;
}

/** The visitor removed their resume: the attempt holds none any more (nor its XML). */
export async function dropHeldResume(
  services: AttachmentServices,
  tenant: Tenant,
  attempt: AttemptRow,
  now = new Date(),
): Promise<number> {
  const holder: AttemptHolder = { tenantId: tenant.id, attemptId: attempt.id };
  const removedKeys = await transaction(services.db, async (tx) => {
    if (!(await lockLiveAttempt(tx, holder.tenantId, holder.attemptId, now))) {
      throw appError('APPLY_ATTEMPT_NOT_FOUND');
    }
    const removed = await tx
      .delete(attachments)
      .where(heldResumes(holder))
      .returning({ storageKey: attachments.storageKey });
    await setAttemptResumeXml(tx, holder.tenantId, holder.attemptId, null, now);
    return removed.map((row) => row.storageKey);
  });
  for (const key of removedKeys) await services.files.delete(tenant.id, key);
  return removedKeys.length;
}

/** The resume the attempt holds, for a visitor who comes back (GET …/attempt, a continue link). */
export async function heldResumeOf(
  db: Database,
  tenant: Tenant,
  attempt: AttemptRow,
): Promise<HeldResume | null> {
  const [held] = await db
    .select({ name: attachments.name })
    .from(attachments)
    .where(heldResumes({ tenantId: tenant.id, attemptId: attempt.id }))
    .orderBy(desc(attachments.id))
    .limit(1);
  return held ? { name: held.name, parsed: attempt.resumeXml !== null } : null;
}
