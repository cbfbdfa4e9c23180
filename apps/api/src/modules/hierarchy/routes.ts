import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  HierarchyNodeInput,
  HierarchyNodeParams,
  HierarchyTree,
  StaffParams,
} from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { createNode, deleteNode, readHierarchy, updateNode } from './manage-hierarchy.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff: hierarchy'];

/**
 * The org hierarchy (spec 2 §7 "hierarchy"; issue 27, decision 0051): whoever reads
 * requisitions reads the tree (to place a requisition, to filter a report); admins
 * (`settings:write`) shape it. Every write answers the whole tree again.
 */
export const hierarchyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = requireStaff(app, 'requisitions:read');
  const write = requireStaff(app, 'settings:write');
  const base = '/rest/staff/:client/hierarchy';

  app.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The org hierarchy: departments and locations, parents first',
        params: StaffParams,
        response: { 200: HierarchyTree, ...errors },
      },
    },
    async (request) => readHierarchy(app.db, staffContext(request).tenant.id),
  );

  app.put(
    base,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add a node',
        params: StaffParams,
        body: HierarchyNodeInput,
        response: { 201: HierarchyTree, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNode(app.db, staffContext(request).actor, request.body)),
  );

  app.post(
    `${base}/:nodeId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Rename, move or give managers to a node',
        params: HierarchyNodeParams,
        body: HierarchyNodeInput,
        response: { 200: HierarchyTree, ...errors },
      },
    },
    async (request) =>
      updateNode(app.db, staffContext(request).actor, request.params.nodeId, request.body),
  );

  app.delete(
    `${base}/:nodeId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Remove a node without nodes or requisitions below it',
        params: HierarchyNodeParams,
        response: { 200: HierarchyTree, ...errors },
      },
    },
    async (request) => deleteNode(app.db, staffContext(request).actor, request.params.nodeId),
  );
};
