import { subtreeIds, treeRows, type HierarchyNode } from '@talentgate/domain';

/**
 * The tree as select options, each name indented by its depth; without `movingId` and its
 * descendants (a node cannot go below itself).
 */
export function nodeOptions(
  tree: readonly HierarchyNode[],
  movingId?: number,
): { value: string; label: string }[] {
  const excluded = new Set(movingId === undefined ? [] : subtreeIds(tree, movingId));
  return treeRows(tree)
    .filter((row) => !excluded.has(row.node.nodeId))
    .map((row) => ({
      value: String(row.node.nodeId),
      label: `${'\u2003'.repeat(row.depth)}${row.node.name}`,
    }));
}
