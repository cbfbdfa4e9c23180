/**
 * The org hierarchy as staff manage it (issue 27, decision 0051): the tree, a node added,
 * renamed, moved (never below itself or its own nodes, at most HIERARCHY_MAX_DEPTH deep) or
 * given managers, and a node removed once nothing is below it. Each write is audited.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  HIERARCHY_MAX_DEPTH,
  subtreeIds,
  treeRows,
  type HierarchyNode,
  type HierarchyNodeInput,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { hierarchyNodeManagers, hierarchyNodes, requisitions } from '../../db/schema.js';
import { lockName } from '../../db/advisory-lock.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/record-audit.js';
import { assertTenantStaff } from '../staff-requisitions/requisition-team.js';
import { nodeAndAncestors, tenantNodes, type HierarchyNodeRow } from './hierarchy-nodes.js';

const kindOf = (kind: string): HierarchyNode['kind'] =>
  kind === 'location' ? 'location' : 'department';

/** The tenant's tree, parents before children, siblings by name. */
export async function readHierarchy(db: Database, tenantId: number): Promise<HierarchyNode[]> {
  const rows = await tenantNodes(db, tenantId);
  if (rows.length === 0) return [];
  const managers = await db
    .select()
    .from(hierarchyNodeManagers)
    .where(eq(hierarchyNodeManagers.tenantId, tenantId));
  const placed = await db
    .select({ nodeId: requisitions.hierarchyNodeId, total: count() })
    .from(requisitions)
    .where(
      and(
        eq(requisitions.tenantId, tenantId),
        inArray(
          requisitions.hierarchyNodeId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(requisitions.hierarchyNodeId);
  const nodes = rows.map((row) => ({
    nodeId: row.id,
    parentId: row.parentId,
    kind: kindOf(row.kind),
    name: row.name,
    managerIds: managers
      .filter((manager) => manager.nodeId === row.id)
      .map((manager) => manager.staffUserId)
      .sort((a, b) => a - b),
    requisitionCount: placed.find((item) => item.nodeId === row.id)?.total ?? 0,
  }));
  return treeRows(nodes).map((row) => row.node);
}

/** The parent is the tenant's, not the node or below it, and the node stays within depth. */
function assertParent(
  rows: readonly HierarchyNodeRow[],
  nodeId: number | null,
  parentId: number | null,
) {
  if (parentId === null) return;
  if (!rows.some((row) => row.id === parentId))
    throw appError('HIERARCHY_NODE_NOT_FOUND', { field: 'parentId' });
  const tree = rows.map((row) => ({ nodeId: row.id, parentId: row.parentId, name: row.name }));
  const moved = nodeId === null ? [] : subtreeIds(tree, nodeId);
  if (moved.includes(parentId)) throw appError('HIERARCHY_PARENT_INVALID', { field: 'parentId' });
  // Depth of the new place plus the height of what moves with the node.
  const above = nodeAndAncestors(rows, parentId).length;
  const height =
    nodeId === null
      ? 1
      : Math.max(1, ...moved.map((id) => nodeAndAncestors(rows, id).indexOf(nodeId) + 1));
  if (above + height > HIERARCHY_MAX_DEPTH)
    throw appError('HIERARCHY_PARENT_INVALID', { field: 'parentId' });
}

async function setManagers(
  db: Database,
  tenantId: number,
  nodeId: number,
  staffUserIds: readonly number[],
): Promise<void> {
  await assertTenantStaff(db, tenantId, staffUserIds, 'managerIds');
  await db.delete(hierarchyNodeManagers).where(eq(hierarchyNodeManagers.nodeId, nodeId));
  const unique = [...new Set(staffUserIds)];
  if (unique.length > 0)
    await db
      .insert(hierarchyNodeManagers)
      .values(unique.map((staffUserId) => ({ nodeId, staffUserId, tenantId })));
}

const snapshot = (input: HierarchyNodeInput) => ({
  parentId: input.parentId,
  kind: input.kind,
  name: input.name.trim(),
  managerIds: [...new Set(input.managerIds)].sort((a, b) => a - b),
});

/** Writes to one tenant's tree take turns, so two moves cannot make a loop together. */
const lockTree = (db: Database, tenantId: number) => lockName(db, `hierarchy:${tenantId}`);

export async function createNode(
  db: Database,
  actor: AuditActor,
  input: HierarchyNodeInput,
): Promise<HierarchyNode[]> {
  return transaction(db, async (tx) => {
    await lockTree(tx, actor.tenantId);
    assertParent(await tenantNodes(tx, actor.tenantId), null, input.parentId);
    const [row] = await tx
      .insert(hierarchyNodes)
      .values({
        tenantId: actor.tenantId,
        parentId: input.parentId,
        kind: input.kind,
        name: input.name.trim(),
      })
      .returning();
    if (!row) throw new Error('hierarchy node not created');
    await setManagers(tx, actor.tenantId, row.id, input.managerIds);
    await recordAudit(tx, actor, {
      action: 'hierarchy.create',
      entityType: 'hierarchy_node',
      entityId: row.id,
      after: snapshot(input),
    });
    return readHierarchy(tx, actor.tenantId);
  });
}

export async function updateNode(
  db: Database,
  actor: AuditActor,
  nodeId: number,
  input: HierarchyNodeInput,
): Promise<HierarchyNode[]> {
  return transaction(db, async (tx) => {
    await lockTree(tx, actor.tenantId);
    const rows = await tenantNodes(tx, actor.tenantId);
    const before = rows.find((row) => row.id === nodeId);
    if (!before) throw appError('HIERARCHY_NODE_NOT_FOUND');
    assertParent(rows, nodeId, input.parentId);
    await tx
      .update(hierarchyNodes)
      .set({
        parentId: input.parentId,
        kind: input.kind,
        name: input.name.trim(),
        updatedAt: new Date(),
      })
      .where(and(eq(hierarchyNodes.tenantId, actor.tenantId), eq(hierarchyNodes.id, nodeId)));
    await setManagers(tx, actor.tenantId, nodeId, input.managerIds);
    await recordAudit(tx, actor, {
      action: 'hierarchy.update',
      entityType: 'hierarchy_node',
      entityId: nodeId,
      before: { parentId: before.parentId, kind: before.kind, name: before.name },
      after: snapshot(input),
    });
    return readHierarchy(tx, actor.tenantId);
  });
}

/** Only a leaf without requisitions goes: nothing is left without its place. */
export async function deleteNode(
  db: Database,
  actor: AuditActor,
  nodeId: number,
): Promise<HierarchyNode[]> {
  return transaction(db, async (tx) => {
    await lockTree(tx, actor.tenantId);
    const rows = await tenantNodes(tx, actor.tenantId);
    const node = rows.find((row) => row.id === nodeId);
    if (!node) throw appError('HIERARCHY_NODE_NOT_FOUND');
    const [placed] = await tx
      .select({ total: count() })
      .from(requisitions)
      .where(
        and(eq(requisitions.tenantId, actor.tenantId), eq(requisitions.hierarchyNodeId, nodeId)),
      );
    if (rows.some((row) => row.parentId === nodeId) || (placed?.total ?? 0) > 0)
      throw appError('HIERARCHY_NODE_IN_USE');
    await tx
      .delete(hierarchyNodes)
      .where(and(eq(hierarchyNodes.tenantId, actor.tenantId), eq(hierarchyNodes.id, nodeId)));
    await recordAudit(tx, actor, {
      action: 'hierarchy.delete',
      entityType: 'hierarchy_node',
      entityId: nodeId,
      before: { parentId: node.parentId, kind: node.kind, name: node.name },
    });
    return readHierarchy(tx, actor.tenantId);
  });
}
