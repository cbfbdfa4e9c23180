/**
 * The org hierarchy as a tree (decision 0051): the API answers nodes flat (each with its
 * parent); these draw it (each node after its parent, with its depth) and find a node's
 * subtree, the same way on both sides.
 */
export interface TreeNode {
  nodeId: number;
  parentId: number | null;
  name: string;
}

export interface TreeRow<T extends TreeNode> {
  node: T;
  depth: number;
}

/**
 * Every node once, each after its parent and its siblings by name; a node whose parent is not
 * in the list is drawn at the top (the tree never loses a node).
 */
export function treeRows<T extends TreeNode>(nodes: readonly T[]): TreeRow<T>[] {
  const ids = new Set(nodes.map((node) => node.nodeId));
  const children = new Map<number | null, T[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const rows: TreeRow<T>[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    const sorted = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.name.localeCompare(b.name) || a.nodeId - b.nodeId,
    );
    for (const node of sorted) {
      if (seen.has(node.nodeId)) continue;
      seen.add(node.nodeId);
      rows.push({ node, depth });
      visit(node.nodeId, depth + 1);
    }
  };
  visit(null, 0);
  // Nodes in a loop have no way from the top: drawn at the top, each once.
  for (const node of nodes) {
    if (seen.has(node.nodeId)) continue;
    seen.add(node.nodeId);
    rows.push({ node, depth: 0 });
    visit(node.nodeId, 1);
  }
  return rows;
}

/** The node and all below it (its subtree's ids); empty when the node is not in the list. */
export function subtreeIds(nodes: readonly TreeNode[], nodeId: number): number[] {
  if (!nodes.some((node) => node.nodeId === nodeId)) return [];
  const found = [nodeId];
  for (let index = 0; index < found.length; index += 1) {
    const parent = found[index];
    for (const node of nodes)
      if (node.parentId === parent && !found.includes(node.nodeId)) found.push(node.nodeId);
  }
  return found;
}
