/**
 * The org hierarchy's reads (issue 27, decision 0051): a tenant's nodes (a tree small enough
 * to read whole: departments and locations), a node's subtree, and the managers who approve
 * for a requisition's node. Other features ask here; the tree rules are the domain's.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { subtreeIds, type HierarchyNodeKind } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  hierarchyNodeManagers,
  hierarchyNodes,
  requisitions,
  staffUsers,
} from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export type HierarchyNodeRow = typeof hierarchyNodes.$inferSelect;

export async function tenantNodes(db: Database, tenantId: number): Promise<HierarchyNodeRow[]> {
  return db
    .select()
    .from(hierarchyNodes)
    .where(eq(hierarchyNodes.tenantId, tenantId))
    .orderBy(asc(hierarchyNodes.id));
}

const asTreeNodes = (rows: readonly HierarchyNodeRow[]) =>
  rows.map((row) => ({ nodeId: row.id, parentId: row.parentId, name: row.name }));

/** The node and every node below it; 404 when the tenant has no such node. */
export async function nodeAndDescendants(
  db: Database,
  tenantId: number,
  nodeId: number,
): Promise<number[]> {
  const ids = subtreeIds(asTreeNodes(await tenantNodes(db, tenantId)), nodeId);
  if (ids.length === 0) throw appError('HIERARCHY_NODE_NOT_FOUND', { field: 'hierarchyNodeId' });
  return ids;
}

/** The node and the nodes above it, nearest first. */
export function nodeAndAncestors(rows: readonly HierarchyNodeRow[], nodeId: number): number[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: number[] = [];
  for (let node = byId.get(nodeId); node && !path.includes(node.id);) {
    path.push(node.id);
    node = node.parentId === null ? undefined : byId.get(node.parentId);
  }
  return path;
}

export interface NodeManager {
  nodeId: number;
  staffUserId: number;
  name: string;
}

/**
 * Who approves for a requisition by the hierarchy (offer approvals and the like): the
 * managers of its node, then of each node above, nearest first, each person once; active
 * staff only. With `fromKind`, the way up starts at the nearest department (or location) of
 * the requisition's node, itself or above: "the requisition's department". Empty when the
 * requisition has no node (or none of that kind) or no manager is named on the way up.
 */
export async function requisitionNodeManagers(
  db: Database,
  tenantId: number,
  requisitionId: number,
  fromKind?: HierarchyNodeKind,
): Promise<NodeManager[]> {
  const [requisition] = await db
    .select({ nodeId: requisitions.hierarchyNodeId })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenantId), eq(requisitions.id, requisitionId)))
    .limit(1);
  if (!requisition) throw appError('REQUISITION_NOT_FOUND');
  if (requisition.nodeId === null) return [];
  const nodes = await tenantNodes(db, tenantId);
  const upward = nodeAndAncestors(nodes, requisition.nodeId);
  const start = fromKind
    ? upward.findIndex((id) => nodes.some((node) => node.id === id && node.kind === fromKind))
    : 0;
  const path = start < 0 ? [] : upward.slice(start);
  if (path.length === 0) return [];
  const rows = await db
    .select({
      nodeId: hierarchyNodeManagers.nodeId,
      staffUserId: staffUsers.id,
      name: staffUsers.name,
    })
    .from(hierarchyNodeManagers)
    .innerJoin(staffUsers, eq(staffUsers.id, hierarchyNodeManagers.staffUserId))
    .where(
      and(
        eq(hierarchyNodeManagers.tenantId, tenantId),
        inArray(hierarchyNodeManagers.nodeId, path),
        eq(staffUsers.active, true),
      ),
    )
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  const managers: NodeManager[] = [];
  for (const nodeId of path)
    for (const row of rows)
      if (
        row.nodeId === nodeId &&
        !managers.some((manager) => manager.staffUserId === row.staffUserId)
      )
        managers.push(row);
  return managers;
}

/** A node of the tenant (for a requisition's placement); 404 otherwise. */
export async function assertTenantNode(
  db: Database,
  tenantId: number,
  nodeId: number | null | undefined,
): Promise<void> {
  if (nodeId === null || nodeId === undefined) return;
  const [node] = await db
    .select({ id: hierarchyNodes.id })
    .from(hierarchyNodes)
    .where(and(eq(hierarchyNodes.tenantId, tenantId), eq(hierarchyNodes.id, nodeId)))
    .limit(1);
  if (!node) throw appError('HIERARCHY_NODE_NOT_FOUND', { field: 'hierarchyNodeId' });
}
