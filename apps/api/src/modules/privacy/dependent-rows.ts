/**
 * Rows that belong to a candidate through a row of another table rather than by candidate_id
 * (see DEPENDENT_TABLES in candidate-data.ts): how export reads them and erasure deletes
 * them. Every query is filtered by the tenant and goes through the candidate's parent rows,
 * so another candidate's rows are never read or touched.
 */
import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applicationNotes,
  applications,
  applicationStages,
  applyAttempts,
  attachments,
} from '../../db/schema.js';
import { PostgresFileStore } from '../attachments/file-store.js';
import type { Owner } from '../auth/signed-in-owner.js';

const ownedApplicationIds = (db: Database, owner: Owner) =>
  db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, owner.tenantId),
        eq(applications.candidateId, owner.candidateId),
      ),
    );

const stagesOf = (db: Database, owner: Owner) =>
  and(
    eq(applicationStages.tenantId, owner.tenantId),
    inArray(applicationStages.applicationId, ownedApplicationIds(db, owner)),
  );

/** The stages of the candidate's applications, oldest first per application. */
export async function applicationStagesOf(
  db: Database,
  owner: Owner,
): Promise<Record<string, unknown>[]> {
  return db
    .select(getTableColumns(applicationStages))
    .from(applicationStages)
    .where(stagesOf(db, owner))
    .orderBy(asc(applicationStages.applicationId), asc(applicationStages.occurredAt));
}

/** Applications are kept on erasure, so their stages do not go with them: deleted here. */
export async function deleteApplicationStages(tx: Database, owner: Owner): Promise<void> {
  await tx.delete(applicationStages).where(stagesOf(tx, owner));
}

const notesOf = (db: Database, owner: Owner) =>
  and(
    eq(applicationNotes.tenantId, owner.tenantId),
    inArray(applicationNotes.applicationId, ownedApplicationIds(db, owner)),
  );

/** Staff notes on the candidate's applications: about them, so theirs to read. */
export async function applicationNotesOf(
  db: Database,
  owner: Owner,
): Promise<Record<string, unknown>[]> {
  return db
    .select({
      applicationId: applicationNotes.applicationId,
      text: applicationNotes.text,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .where(notesOf(db, owner))
    .orderBy(asc(applicationNotes.applicationId), asc(applicationNotes.createdAt));
}

/**
 * Applications are kept on erasure: the staff notes on them go, and the answers they kept
 * from the apply forms (what the candidate wrote) are emptied.
 */
export async function deleteApplicationNotesAndAnswers(tx: Database, owner: Owner): Promise<void> {
  await tx.delete(applicationNotes).where(notesOf(tx, owner));
  await tx
    .update(applications)
    .set({ answers: [] })
    .where(
      and(
        eq(applications.tenantId, owner.tenantId),
        eq(applications.candidateId, owner.candidateId),
      ),
    );
}

/** The candidate's apply attempts (a resume one of them holds goes with the attempt). */
const ownedAttemptIds = (db: Database, owner: Owner) =>
  db
    .select({ id: applyAttempts.id })
    .from(applyAttempts)
    .where(
      and(
        eq(applyAttempts.tenantId, owner.tenantId),
        eq(applyAttempts.candidateId, owner.candidateId),
      ),
    );

/**
 * Deletes the bytes of the candidate's attachments, and of files their unfinished apply
 * attempts hold (whose rows go with the attempts), through the file store the attachments
 * module uses, given the erasure's transaction: the bytes go if and only if the rest of the
 * erasure commits. Runs before the attachments rows go, since their storage keys name the
 * bytes. A store outside PostgreSQL (an object store) could not join the transaction: it
 * would need its deletes after the commit, retried until done.
 */
export async function deleteAttachmentFiles(tx: Database, owner: Owner): Promise<void> {
  const files = new PostgresFileStore(tx);
  const rows = await tx
    .select({ storageKey: attachments.storageKey })
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, owner.tenantId),
        or(
          eq(attachments.candidateId, owner.candidateId),
          inArray(attachments.attemptId, ownedAttemptIds(tx, owner)),
        ),
      ),
    );
  for (const row of rows) await files.delete(owner.tenantId, row.storageKey);
}
