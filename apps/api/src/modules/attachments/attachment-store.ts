/**
 * Attachments' metadata, always within the owner: the tenant and the candidate. Another
 * candidate's or tenant's attachment is not found, whatever its id.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { RESUME_ATTACHMENT_TYPE, type AttachmentFilter } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = Omit<
  typeof attachments.$inferInsert,
  'id' | 'tenantId' | 'candidateId' | 'createdAt' | 'updatedAt'
>;

export interface AttachmentOwner {
  tenantId: number;
  candidateId: number;
}

const owned = (owner: AttachmentOwner) =>
  and(eq(attachments.tenantId, owner.tenantId), eq(attachments.candidateId, owner.candidateId));

export async function insertAttachment(
  db: Database,
  owner: AttachmentOwner,
  values: NewAttachment,
): Promise<AttachmentRow> {
  const [row] = await db
    .insert(attachments)
    .values({ ...values, ...owner })
    .returning();
  if (!row) throw new Error('attachment not added');
  return row;
}

export async function findAttachment(
  db: Database,
  owner: AttachmentOwner,
  id: number,
): Promise<AttachmentRow> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(owned(owner), eq(attachments.id, id)))
    .limit(1);
  if (!row) throw appError('ATTACHMENT_NOT_FOUND');
  return row;
}

export async function listAttachments(
  db: Database,
  owner: AttachmentOwner,
  filter: AttachmentFilter,
): Promise<AttachmentRow[]> {
  const where =
    filter === 'Document'
      ? and(owned(owner), ne(attachments.attachmentType, RESUME_ATTACHMENT_TYPE))
      : owned(owner);
  return db.select().from(attachments).where(where).orderBy(asc(attachments.id));
}

/** How many multi-type (non-resume) attachments the candidate holds: maxFileCount counts these. */
export async function countMultiTypeAttachments(
  db: Database,
  owner: AttachmentOwner,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(attachments)
    .where(and(owned(owner), ne(attachments.attachmentType, RESUME_ATTACHMENT_TYPE)));
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
