/**
 * Authorization management (issue 20): staff users, roles, groups, user and group roles,
 * the authorization cache, and the audit log of each change; admins only, tenant by tenant.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, StaffGroup, StaffMe, StaffRole, StaffUser } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { createStaff, signInStaff, STAFF_PASSWORD } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let adminCookie: string;
let recruiterCookie: string;
let foreignAdminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  globex = await createTenant(database.handle.db, { client: 'globex' });
  app = await buildTestApp(database);
  adminCookie = await signInStaff(
    app,
    'acme',
    await createStaff(app.db, acme, 'admin', { name: 'Ada Admin' }),
  );
  recruiterCookie = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  foreignAdminCookie = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const call = (cookie: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/rest/staff/acme${url}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

async function roles(): Promise<StaffRole[]> {
  return (await call(adminCookie, 'GET', '/roles')).json<StaffRole[]>();
}

describe('authorization management', () => {
  it('lists the four built-in roles, read-only', async () => {
    const list = await roles();
    expect(list.map((role) => role.builtIn)).toEqual([
      'admin',
      'recruiter',
      'hiring_manager',
      'vendor',
    ]);
    const recruiter = list.find((role) => role.builtIn === 'recruiter');
    const change = await call(adminCookie, 'POST', `/roles/${recruiter?.roleId}`, {
      name: 'Recruiter',
      permissions: ['staff:admin'],
      scope: 'all',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'BUILT_IN_ROLE_READ_ONLY' });
  });

  it('refuses everyone but admins of the tenant', async () => {
    expect((await call(recruiterCookie, 'GET', '/users')).statusCode).toBe(403);
    expect(
      (await call(recruiterCookie, 'PUT', '/roles', { name: 'X', permissions: [], scope: 'all' }))
        .statusCode,
    ).toBe(403);
    expect((await call(foreignAdminCookie, 'GET', '/users')).statusCode).toBe(401);
    expect((await call('', 'GET', '/roles')).statusCode).toBe(401);
  });

  it('creates a staff user who signs in with the roles given, enrolling a second factor', async () => {
    const vendorRole = (await roles()).find((role) => role.builtIn === 'vendor');
    const created = await call(adminCookie, 'PUT', '/users', {
      email: 'New.Vendor@Agency.example',
      name: 'New Vendor',
      password: 'Agency-Password-2026',
      roleIds: [vendorRole?.roleId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<StaffUser>()).toMatchObject({
      email: 'new.vendor@agency.example',
      totpEnrolled: false,
      active: true,
    });
    const again = await call(adminCookie, 'PUT', '/users', {
      email: 'new.vendor@agency.example',
      name: 'Twice',
      password: 'Agency-Password-2026',
      roleIds: [],
    });
    expect(again.json()).toMatchObject({ code: 'STAFF_EMAIL_EXISTS' });
    const login = await app.inject({
      method: 'POST',
      url: '/rest/staff/acme/login',
      headers: XHR,
      payload: { email: 'new.vendor@agency.example', password: 'Agency-Password-2026' },
    });
    expect(login.json()).toMatchObject({ next: 'enrol' });
  });

  it('gives a role\u2019s rights through a group, and takes them away at once', async () => {
    const member = await createStaff(app.db, acme, null, { name: 'Gus Member' });
    const cookie = await signInStaff(app, 'acme', member);
    expect((await call(cookie, 'GET', '/me')).json<StaffMe>().permissions).toEqual([]);
    const group = (
      await call(adminCookie, 'PUT', '/group', { name: 'Talent team', memberIds: [member.user.id] })
    ).json<StaffGroup>();
    const recruiter = (await roles()).find((role) => role.builtIn === 'recruiter');
    const given = await call(adminCookie, 'POST', `/grouproles/${group.groupId}`, {
      roleIds: [recruiter?.roleId],
    });
    expect(given.json()).toEqual({ roleIds: [recruiter?.roleId] });
    const me = (await call(cookie, 'GET', '/me')).json<StaffMe>();
    expect(me.roles).toEqual(['recruiter']);
    expect(me.permissions).toContain('requisitions:write');
    await call(adminCookie, 'POST', `/group/${group.groupId}`, {
      name: 'Talent team',
      memberIds: [],
    });
    expect((await call(cookie, 'GET', '/me')).json<StaffMe>().permissions).toEqual([]);
  });

  it('replaces a user\u2019s direct roles, and a custom role carries its permissions and scope', async () => {
    const user = await createStaff(app.db, acme, 'vendor');
    const cookie = await signInStaff(app, 'acme', user);
    const auditor = await call(adminCookie, 'PUT', '/roles', {
      name: 'Auditor',
      permissions: ['audit:read'],
      scope: 'assigned',
    });
    expect(auditor.statusCode).toBe(201);
    const role = auditor.json<StaffRole>();
    expect(
      (
        await call(adminCookie, 'PUT', '/roles', { name: 'AUDITOR', permissions: [], scope: 'all' })
      ).json(),
    ).toMatchObject({
      code: 'ROLE_NAME_EXISTS',
    });
    const replaced = await call(adminCookie, 'POST', `/userroles/${user.user.id}`, {
      roleIds: [role.roleId],
    });
    expect(replaced.json()).toEqual({ roleIds: [role.roleId] });
    expect((await call(adminCookie, 'GET', `/userroles/${user.user.id}`)).json()).toEqual({
      roleIds: [role.roleId],
    });
    const me = (await call(cookie, 'GET', '/me')).json<StaffMe>();
    expect(me).toMatchObject({
      roles: ['Auditor'],
      permissions: ['audit:read'],
      scope: 'assigned',
    });
    expect((await call(cookie, 'GET', '/audit')).statusCode).toBe(200);
  });

  it('names no other tenant\u2019s role, group or user', async () => {
    const foreignRoles = (
      await app.inject({
        method: 'GET',
        url: '/rest/staff/globex/roles',
        headers: { cookie: foreignAdminCookie },
      })
    ).json<StaffRole[]>();
    const foreignRole = foreignRoles[0]?.roleId;
    const user = await createStaff(app.db, acme, 'recruiter');
    const refused = await call(adminCookie, 'POST', `/userroles/${user.user.id}`, {
      roleIds: [foreignRole],
    });
    expect(refused.statusCode).toBe(404);
    const foreignUser = await createStaff(app.db, globex, 'recruiter');
    expect((await call(adminCookie, 'GET', `/userroles/${foreignUser.user.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(adminCookie, 'POST', `/users/${foreignUser.user.id}/deactivate`)).statusCode,
    ).toBe(404);
  });

  it('deactivating a user ends their sessions and their sign-in', async () => {
    const user = await createStaff(app.db, acme, 'recruiter');
    const cookie = await signInStaff(app, 'acme', user);
    expect(
      (await call(adminCookie, 'POST', `/users/${user.user.id}/deactivate`)).json<StaffUser>()
        .active,
    ).toBe(false);
    expect((await call(cookie, 'GET', '/me')).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/rest/staff/acme/login',
      headers: XHR,
      payload: { email: user.user.email, password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('clears the authorization cache on demand', async () => {
    expect((await call(adminCookie, 'POST', '/authcache/clear')).json()).toEqual({
      status: 'Success',
    });
    expect((await call(recruiterCookie, 'POST', '/authcache/clear')).statusCode).toBe(403);
  });

  it('writes every change to the audit log, which only admins read', async () => {
    const page = (await call(adminCookie, 'GET', '/audit?entityType=role')).json<AuditPage>();
    const created = page.items.find((item) => item.action === 'role.create');
    expect(created).toMatchObject({ staffName: 'Ada Admin', entityType: 'role', before: null });
    expect(created?.after).toMatchObject({ name: 'Auditor', permissions: ['audit:read'] });
    const grouped = (await call(adminCookie, 'GET', '/audit?entityType=group')).json<AuditPage>();
    expect(grouped.items.map((item) => item.action)).toEqual(
      expect.arrayContaining(['group.create', 'grouproles.update', 'group.update']),
    );
    expect((await call(recruiterCookie, 'GET', '/audit')).statusCode).toBe(403);
  });
});
