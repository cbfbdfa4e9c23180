import { describe, expect, it } from 'vitest';
import type { HierarchyNode } from '@talentgate/domain';
import { nodeOptions } from './node-options';

const node = (nodeId: number, parentId: number | null, name: string): HierarchyNode => ({
  nodeId,
  parentId,
  name,
  kind: 'department',
  managerIds: [],
  requisitionCount: 0,
});

const tree = [
  node(1, null, 'Company'),
  node(2, 1, 'Engineering'),
  node(3, 2, 'Platform'),
  node(4, 1, 'Berlin'),
];

describe('the org hierarchy as choices', () => {
  it('lists every node under its parent, indented by depth', () => {
    expect(nodeOptions(tree)).toEqual([
      { value: '1', label: 'Company' },
      { value: '4', label: '\u2003Berlin' },
      { value: '2', label: '\u2003Engineering' },
      { value: '3', label: '\u2003\u2003Platform' },
    ]);
  });

  it('leaves out a moving node and what is below it', () => {
    expect(nodeOptions(tree, 2).map((option) => option.value)).toEqual(['1', '4']);
  });
});
