/**
 * The org hierarchy (issue 27, decision 0051; spec 2 §7 "hierarchy", "hierarchy node"):
 * departments and locations as one tree per tenant, which requisitions belong to and reports
 * filter by (a node with its descendants). A node may name managers, who approve for it.
 */
import Type from 'typebox';
import { ClientKey, IdParam, NullableNumber } from './common.js';

export const HIERARCHY_NODE_KINDS = ['department', 'location'] as const;
export type HierarchyNodeKind = (typeof HIERARCHY_NODE_KINDS)[number];

/** How deep the tree may grow: deep enough for company → division → department → team. */
export const HIERARCHY_MAX_DEPTH = 8;

export const HierarchyNodeParams = Type.Object({ client: ClientKey, nodeId: IdParam });
export type HierarchyNodeParams = Type.Static<typeof HierarchyNodeParams>;

/** One node, flat: the tree is drawn from parentId. */
export const HierarchyNode = Type.Object({
  nodeId: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  kind: Type.Enum([...HIERARCHY_NODE_KINDS]),
  name: Type.String(),
  managerIds: Type.Array(Type.Integer()),
  requisitionCount: Type.Integer(),
});
export type HierarchyNode = Type.Static<typeof HierarchyNode>;

/** The whole tree, parents before children, siblings by name. */
export const HierarchyTree = Type.Array(HierarchyNode);
export type HierarchyTree = Type.Static<typeof HierarchyTree>;

export const HierarchyNodeInput = Type.Object(
  {
    parentId: NullableNumber({ integer: true, minimum: 1, maximum: 2147483647 }),
    kind: Type.Enum([...HIERARCHY_NODE_KINDS]),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    managerIds: Type.Array(IdParam, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type HierarchyNodeInput = Type.Static<typeof HierarchyNodeInput>;
