import { describe, expect, it } from 'vitest';
import { subtreeIds, treeRows } from './hierarchy-tree.js';

const nodes = [
  { nodeId: 4, parentId: 2, name: 'Platform' },
  { nodeId: 1, parentId: null, name: 'Company' },
  { nodeId: 3, parentId: 1, name: 'Berlin' },
  { nodeId: 2, parentId: 1, name: 'Engineering' },
  { nodeId: 9, parentId: 77, name: 'Orphan' },
];

describe('the org hierarchy as a tree', () => {
  it('draws each node after its parent, siblings by name, with its depth', () => {
    expect(treeRows(nodes).map((row) => [row.node.name, row.depth])).toEqual([
      ['Company', 0],
      ['Berlin', 1],
      ['Engineering', 1],
      ['Platform', 2],
      ['Orphan', 0],
    ]);
  });

  it('finds a node with everything below it', () => {
    expect(subtreeIds(nodes, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(nodes, 2).sort()).toEqual([2, 4]);
    expect(subtreeIds(nodes, 4)).toEqual([4]);
    expect(subtreeIds(nodes, 42)).toEqual([]);
  });

  it('survives a loop in what it is given', () => {
    const looped = [
      { nodeId: 1, parentId: 2, name: 'A' },
      { nodeId: 2, parentId: 1, name: 'B' },
    ];
    expect(subtreeIds(looped, 1).sort()).toEqual([1, 2]);
    expect(treeRows(looped).map((row) => [row.node.name, row.depth])).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
  });
});
