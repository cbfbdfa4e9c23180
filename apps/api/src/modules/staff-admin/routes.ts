import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  GroupIdParams,
  GroupRolesInput,
  RoleIdParams,
  StaffGroup,
  StaffGroupInput,
  StaffGroupList,
  StaffParams,
  StaffRole,
  StaffRoleInput,
  StaffRoleList,
  StaffUser,
  StaffUserIdParams,
  StaffUserInput,
  StaffUserList,
  SuccessResult,
  UserRolesInput,
} from '@talentgate/domain';
import Type from 'typebox';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  createGroup,
  deleteGroup,
  listGroups,
  readGroup,
  replaceGroupRoles,
  updateGroup,
} from './manage-groups.js';
import { createRole, deleteRole, listRoles, updateRole } from './manage-roles.js';
import {
  addStaffUser,
  listStaffUsers,
  readUserRoles,
  replaceUserRoles,
  setStaffUserActive,
} from './manage-users.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const RoleIds = Type.Object({ roleIds: Type.Array(Type.Integer()) });

/**
 * Authorization management (spec 2 §7: groups, group, grouproles, roles, userroles,
 * authcache clear) and staff users, for admins (permission staff:admin). Every write clears
 * this process's authorization cache, so a change of rights holds from the next request.
 */
export const staffAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = requireStaff(app, 'staff:admin');
  const tags = ['staff: authorization'];
  const changed = () => app.staffAuthCache.clear();

  app.get(
    '/rest/staff/:client/users',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Staff users',
        params: StaffParams,
        response: { 200: StaffUserList, ...errors },
      },
    },
    async (request) => listStaffUsers(app.db, staffContext(request).tenant.id),
  );

  app.put(
    '/rest/staff/:client/users',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Create a staff user',
        params: StaffParams,
        body: StaffUserInput,
        response: { 201: StaffUser, ...errors },
      },
    },
    async (request, reply) => {
      const user = await addStaffUser(app.db, staffContext(request).actor, request.body);
      changed();
      return reply.status(201).send(user);
    },
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/rest/staff/:client/users/:staffUserId/${verb}`,
      {
        preHandler: admin,
        schema: {
          tags,
          summary: active
            ? 'Activate a staff user'
            : 'Deactivate a staff user (ends their sessions)',
          params: StaffUserIdParams,
          response: { 200: StaffUser, ...errors },
        },
      },
      async (request) => {
        const user = await setStaffUserActive(
          app.db,
          staffContext(request).actor,
          request.params.staffUserId,
          active,
        );
        changed();
        return user;
      },
    );
  }

  app.get(
    '/rest/staff/:client/userroles/:staffUserId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'A staff user\u2019s direct roles',
        params: StaffUserIdParams,
        response: { 200: RoleIds, ...errors },
      },
    },
    async (request) =>
      readUserRoles(app.db, staffContext(request).tenant.id, request.params.staffUserId),
  );

  app.post(
    '/rest/staff/:client/userroles/:staffUserId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Replace a staff user\u2019s direct roles',
        params: StaffUserIdParams,
        body: UserRolesInput,
        response: { 200: RoleIds, ...errors },
      },
    },
    async (request) => {
      const result = await replaceUserRoles(
        app.db,
        staffContext(request).actor,
        request.params.staffUserId,
        request.body.roleIds,
      );
      changed();
      return result;
    },
  );

  app.get(
    '/rest/staff/:client/roles',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Roles: the built-in four and the tenant\u2019s own',
        params: StaffParams,
        response: { 200: StaffRoleList, ...errors },
      },
    },
    async (request) => listRoles(app.db, staffContext(request).tenant.id),
  );

  app.put(
    '/rest/staff/:client/roles',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Create a role',
        params: StaffParams,
        body: StaffRoleInput,
        response: { 201: StaffRole, ...errors },
      },
    },
    async (request, reply) => {
      const role = await createRole(app.db, staffContext(request).actor, request.body);
      changed();
      return reply.status(201).send(role);
    },
  );

  app.post(
    '/rest/staff/:client/roles/:roleId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Update a role of the tenant\u2019s own',
        params: RoleIdParams,
        body: StaffRoleInput,
        response: { 200: StaffRole, ...errors },
      },
    },
    async (request) => {
      const role = await updateRole(
        app.db,
        staffContext(request).actor,
        request.params.roleId,
        request.body,
      );
      changed();
      return role;
    },
  );

  app.delete(
    '/rest/staff/:client/roles/:roleId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Delete a role of the tenant\u2019s own',
        params: RoleIdParams,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      await deleteRole(app.db, staffContext(request).actor, request.params.roleId);
      changed();
      return { status: 'Success' as const };
    },
  );

  app.get(
    '/rest/staff/:client/groups',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Groups with their roles and members',
        params: StaffParams,
        response: { 200: StaffGroupList, ...errors },
      },
    },
    async (request) => listGroups(app.db, staffContext(request).tenant.id),
  );

  app.put(
    '/rest/staff/:client/group',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Create a group',
        params: StaffParams,
        body: StaffGroupInput,
        response: { 201: StaffGroup, ...errors },
      },
    },
    async (request, reply) => {
      const group = await createGroup(app.db, staffContext(request).actor, request.body);
      changed();
      return reply.status(201).send(group);
    },
  );

  app.get(
    '/rest/staff/:client/group/:groupId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'A group',
        params: GroupIdParams,
        response: { 200: StaffGroup, ...errors },
      },
    },
    async (request) => readGroup(app.db, staffContext(request).tenant.id, request.params.groupId),
  );

  app.post(
    '/rest/staff/:client/group/:groupId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Update a group (name, description, members)',
        params: GroupIdParams,
        body: StaffGroupInput,
        response: { 200: StaffGroup, ...errors },
      },
    },
    async (request) => {
      const group = await updateGroup(
        app.db,
        staffContext(request).actor,
        request.params.groupId,
        request.body,
      );
      changed();
      return group;
    },
  );

  app.delete(
    '/rest/staff/:client/group/:groupId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Delete a group',
        params: GroupIdParams,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      await deleteGroup(app.db, staffContext(request).actor, request.params.groupId);
      changed();
      return { status: 'Success' as const };
    },
  );

  app.get(
    '/rest/staff/:client/grouproles/:groupId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'The roles a group gives its members',
        params: GroupIdParams,
        response: { 200: RoleIds, ...errors },
      },
    },
    async (request) => ({
      roleIds: (await readGroup(app.db, staffContext(request).tenant.id, request.params.groupId))
        .roleIds,
    }),
  );

  app.post(
    '/rest/staff/:client/grouproles/:groupId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Replace the roles a group gives its members',
        params: GroupIdParams,
        body: GroupRolesInput,
        response: { 200: RoleIds, ...errors },
      },
    },
    async (request) => {
      const result = await replaceGroupRoles(
        app.db,
        staffContext(request).actor,
        request.params.groupId,
        request.body.roleIds,
      );
      changed();
      return result;
    },
  );

  app.post(
    '/rest/staff/:client/authcache/clear',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Clear this instance\u2019s authorization cache',
        params: StaffParams,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async () => {
      changed();
      return { status: 'Success' as const };
    },
  );
};
