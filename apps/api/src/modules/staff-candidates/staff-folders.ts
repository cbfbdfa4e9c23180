/**
 * Folders and talent pools for staff (spec 2 §7 "folder"; "Add candidate to folder
 * (candidateList[], destinationList[])"): the tenant's folders, lead capture's 'live' ones
 * included, with how many of their candidates the user sees; a new talent pool; adding
 * candidates to folders and moving them from one folder to others. Candidates must be ones
 * the user sees, folders the tenant's (else 404); each write is audited.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FolderAddBody, FolderMoveBody } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates, folderCandidates, folders } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { assertVisibleCandidates, visibleCandidates } from './scope.js';

export const TALENT_POOL_FOLDER_TYPE = 'pool';

export async function listFolders(db: Database, actor: StaffAccess) {
  const seen = db
    .select({ folderId: folderCandidates.folderId, seen: count().as('seen') })
    .from(folderCandidates)
    .innerJoin(candidates, eq(candidates.id, folderCandidates.candidateId))
    .where(and(eq(folderCandidates.tenantId, actor.tenantId), visibleCandidates(db, actor)))
    .groupBy(folderCandidates.folderId)
    .as('seen');
  const rows = await db
    .select({
      folderId: folders.id,
      name: folders.name,
      type: folders.type,
      requisitionId: folders.requisitionId,
      candidates: sql<number>`coalesce(${seen.seen}, 0)::int`,
    })
    .from(folders)
    .leftJoin(seen, eq(seen.folderId, folders.id))
    .where(eq(folders.tenantId, actor.tenantId))
    .orderBy(asc(folders.id));
  return rows.map((row) => ({ ...row, candidates: Number(row.candidates) }));
}

export async function createTalentPool(db: Database, actor: StaffAccess, name: string) {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(folders)
      .values({ tenantId: actor.tenantId, type: TALENT_POOL_FOLDER_TYPE, name: name.trim() })
      .returning();
    if (!row) throw new Error('folder not created');
    await recordAudit(tx, actor, {
      action: 'folder.create',
      entityType: 'folder',
      entityId: row.id,
      after: { name: row.name, type: row.type },
    });
    return { folderId: row.id, name: row.name, type: row.type, requisitionId: row.requisitionId };
  });
}

async function assertTenantFolders(db: Database, actor: StaffAccess, folderIds: number[]) {
  const wanted = [...new Set(folderIds)];
  const found = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.tenantId, actor.tenantId), inArray(folders.id, wanted)));
  if (found.length !== wanted.length)
    throw appError('FOLDER_NOT_FOUND', { field: 'destinationList' });
  return wanted;
}

async function addTo(
  tx: Database,
  actor: StaffAccess,
  candidateIds: number[],
  folderIds: number[],
) {
  const added = await tx
    .insert(folderCandidates)
    .values(
      folderIds.flatMap((folderId) =>
        candidateIds.map((candidateId) => ({ folderId, candidateId, tenantId: actor.tenantId })),
      ),
    )
    .onConflictDoNothing()
    .returning({ folderId: folderCandidates.folderId });
  return added.length;
}

export async function addToFolders(db: Database, actor: StaffAccess, body: FolderAddBody) {
  return transaction(db, async (tx) => {
    const candidateIds = await assertVisibleCandidates(tx, actor, body.candidateList);
    const folderIds = await assertTenantFolders(tx, actor, body.destinationList);
    const changed = await addTo(tx, actor, candidateIds, folderIds);
    await recordAudit(tx, actor, {
      action: 'folder.add',
      entityType: 'folder',
      entityId: null,
      after: { candidateIds, folderIds },
    });
    return { changed };
  });
}

export async function moveBetweenFolders(db: Database, actor: StaffAccess, body: FolderMoveBody) {
  return transaction(db, async (tx) => {
    const candidateIds = await assertVisibleCandidates(tx, actor, body.candidateList);
    const [source] = await assertTenantFolders(tx, actor, [body.sourceFolderId]);
    const folderIds = (await assertTenantFolders(tx, actor, body.destinationList)).filter(
      (id) => id !== source,
    );
    const removed = await tx
      .delete(folderCandidates)
      .where(
        and(
          eq(folderCandidates.tenantId, actor.tenantId),
          eq(folderCandidates.folderId, body.sourceFolderId),
          inArray(folderCandidates.candidateId, candidateIds),
        ),
      )
      .returning({ candidateId: folderCandidates.candidateId });
    // Only the candidates that were in the source folder move.
    const moving = removed.map((row) => row.candidateId);
    if (moving.length > 0 && folderIds.length > 0) await addTo(tx, actor, moving, folderIds);
    await recordAudit(tx, actor, {
      action: 'folder.move',
      entityType: 'folder',
      entityId: body.sourceFolderId,
      before: { folderId: body.sourceFolderId, candidateIds: moving },
      after: { folderIds, candidateIds: moving },
    });
    return { changed: moving.length };
  });
}
