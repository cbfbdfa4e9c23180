/**
 * Attachments' metadata, always within the owner: the tenant and the candidate. Another
 * candidate's or tenant's attachment is not found, whatever its id. Files an apply attempt
 * holds (a visitor's resume before the final submit) have no candidate, so no candidate's
 * read, list or delete ever reaches them; only their attempt's holder calls do.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { RESUME_ATTACHMENT_TYPE, type AttachmentFilter } from '@talentgate/domain';
import { lockName } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { attachments } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = Omit<
  typeof attachments.$inferInsert,
  'id' | 'tenantId' | 'candidateId' | 'attemptId' | 'createdAt' | 'updatedAt'
>;

export interface AttachmentOwner {
  tenantId: number;
  candidateId: number;
}

/** A candidate's attachment: the query matched their id, so the row names them. */
export type CandidateAttachmentRow = AttachmentRow & { candidateId: number };

export const ofCandidate = (
  row: AttachmentRow,
  owner: AttachmentOwner,
): CandidateAttachmentRow => ({
  ...row,
  candidateId: owner.candidateId,
});

/** An apply attempt holding files for a visitor who is not a candidate yet. */
export interface AttemptHolder {
  tenantId: number;
  attemptId: number;
}

/** Who an attachment belongs to: exactly one of the two (the table's check says so too). */
export type AttachmentHolder = AttachmentOwner | AttemptHolder;

const owned = (owner: AttachmentOwner) =>
  and(eq(attachments.tenantId, owner.tenantId), eq(attachments.candidateId, owner.candidateId));

export const heldBy = (holder: AttachmentHolder) =>
  'candidateId' in holder
    ? owned(holder)
    : and(eq(attachments.tenantId, holder.tenantId), eq(attachments.attemptId, holder.attemptId));

const holderColumns = (holder: AttachmentHolder) =>
  'candidateId' in holder
    ? { tenantId: holder.tenantId, candidateId: holder.candidateId }
    : { tenantId: holder.tenantId, attemptId: holder.attemptId };

export async function insertAttachment(
  db: Database,
  holder: AttachmentHolder,
  values: NewAttachment,
): Promise<AttachmentRow> {
  const [row] = await db
    .insert(attachments)
    .values({ ...values, ...holderColumns(holder) })
    .returning();
  if (!row) throw new Error('attachment not added');
  return row;
}

/**
 * insertAttachment of a multi-type attachment unless the holder has `limit` already; null
 * when it has. The count and the insert run under a lock of the holder, so concurrent
 * uploads cannot all see room for one more.
 */
export async function insertAttachmentWithinLimit(
  db: Database,
  holder: AttachmentHolder,
  values: NewAttachment,
  limit: number,
): Promise<AttachmentRow | null> {
  const name =
    'candidateId' in holder
      ? `attachments:${holder.tenantId}:candidate:${holder.candidateId}`
      : `attachments:${holder.tenantId}:attempt:${holder.attemptId}`;
  return transaction(db, async (tx) => {
    await lockName(tx, name);
    if ((await countMultiTypeAttachments(tx, holder)) >= limit) return null;
    return insertAttachment(tx, holder, values);
  });
}

export async function findAttachment(
  db: Database,
  owner: AttachmentOwner,
  id: number,
): Promise<CandidateAttachmentRow> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(owned(owner), eq(attachments.id, id)))
    .limit(1);
  if (!row) throw appError('ATTACHMENT_NOT_FOUND');
  return ofCandidate(row, owner);
}

export async function listAttachments(
  db: Database,
  owner: AttachmentOwner,
  filter: AttachmentFilter,
): Promise<CandidateAttachmentRow[]> {
  const where =
    filter === 'Document'
      ? and(owned(owner), ne(attachments.attachmentType, RESUME_ATTACHMENT_TYPE))
      : owned(owner);
  const rows = await db.select().from(attachments).where(where).orderBy(asc(attachments.id));
  return rows.map((row) => ofCandidate(row, owner));
}

/** How many multi-type (non-resume) attachments are held: maxFileCount counts these. */
export async function countMultiTypeAttachments(
  db: Database,
  holder: AttachmentHolder,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(attachments)
    .where(and(heldBy(holder), ne(attachments.attachmentType, RESUME_ATTACHMENT_TYPE)));
  return row?.total ?? 0;
}

/** Removes owned attachments (one by id, or all); answers the removed rows (their bytes go next). */
export async function removeAttachments(
  db: Database,
  owner: AttachmentOwner,
  id?: number,
): Promise<AttachmentRow[]> {
  const where = id === undefined ? owned(owner) : and(owned(owner), eq(attachments.id, id));
  return db.delete(attachments).where(where).returning();
}
