/**
 * Candidate folders and lead capture (spec 2 §3, §7): folders by requisition and type, and
 * adding the acting candidate to lead-capture folders (type 'live').
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { LEAD_CAPTURE_FOLDER_TYPE, type FolderList } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { folderCandidates, folders } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export async function findFolders(
  db: Database,
  tenantId: number,
  requisitionId: number,
  type: string,
): Promise<FolderList> {
  const rows = await db
    .select({ folderId: folders.id, requisitionId: folders.requisitionId, type: folders.type })
    .from(folders)
    .where(
      and(
        eq(folders.tenantId, tenantId),
        eq(folders.requisitionId, requisitionId),
        eq(folders.type, type),
      ),
    )
    .orderBy(asc(folders.id));
  return rows;
}

/**
 * Adds a candidate to lead-capture folders of the tenant; any other folder id is not found
 * and nothing is added. Adding twice keeps one entry.
 */
export async function addCandidateToFolders(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  folderIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(folderIds)];
  const found = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.tenantId, owner.tenantId),
        eq(folders.type, LEAD_CAPTURE_FOLDER_TYPE),
        inArray(folders.id, wanted),
      ),
    );
  if (found.length !== wanted.length)
    throw appError('FOLDER_NOT_FOUND', { field: 'destinationList' });
  await db
    .insert(folderCandidates)
    .values(wanted.map((folderId) => ({ folderId, ...owner })))
    .onConflictDoNothing();
}

/**
 * Lead capture at the end of a flow, in one statement: the candidate joins the tenant's
 * 'live' folders of the requisition, and the named folders that are live folders of the
 * tenant (other ids are skipped, not an error). Answers how many folders hold them now.
 */
export async function captureLead(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  where: { requisitionId: number | null; folderIds: readonly number[] },
): Promise<number> {
  const matches = [
    where.requisitionId === null ? undefined : eq(folders.requisitionId, where.requisitionId),
    where.folderIds.length === 0 ? undefined : inArray(folders.id, [...where.folderIds]),
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return 0;
  const added = await db
    .insert(folderCandidates)
    .select(
      db
        .select({
          folderId: folders.id,
          candidateId: sql<number>`${owner.candidateId}::integer`.as('candidate_id'),
          tenantId: folders.tenantId,
          addedAt: sql<Date>`now()`.as('added_at'),
        })
        .from(folders)
        .where(
          and(
            eq(folders.tenantId, owner.tenantId),
            eq(folders.type, LEAD_CAPTURE_FOLDER_TYPE),
            or(...matches),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ folderId: folderCandidates.folderId });
  return added.length;
}
