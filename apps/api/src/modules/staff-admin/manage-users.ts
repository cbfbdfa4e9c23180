/** Staff users as an admin manages them: list, create with roles, user roles, (de)activate. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffUser, StaffUserInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffUserRoles, staffUsers } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/record-audit.js';
import { revokeStaffUserSessions } from '../staff-auth/staff-sessions.js';
import {
  assertTenantRoles,
  createStaffUser,
  findStaffById,
  presentStaffUser,
  setUserRoles,
  userRoleIds,
} from '../staff-auth/staff-users.js';

export async function listStaffUsers(db: Database, tenantId: number): Promise<StaffUser[]> {
  const users = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.tenantId, tenantId))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  if (users.length === 0) return [];
  const roles = await db
    .select()
    .from(staffUserRoles)
    .where(
      inArray(
        staffUserRoles.staffUserId,
        users.map((user) => user.id),
      ),
    );
  return users.map((user) =>
    presentStaffUser(
      user,
      roles.filter((role) => role.staffUserId === user.id).map((role) => role.roleId),
    ),
  );
}

export async function addStaffUser(
  db: Database,
  actor: AuditActor,
  input: StaffUserInput,
): Promise<StaffUser> {
  return transaction(db, async (tx) => {
    const row = await createStaffUser(tx, actor.tenantId, input);
    const roleIds = await userRoleIds(tx, row.id);
    const after = { email: row.email, name: row.name, roleIds };
    await recordAudit(tx, actor, {
      action: 'staff_user.create',
      entityType: 'staff_user',
      entityId: row.id,
      after,
    });
    return presentStaffUser(row, roleIds);
  });
}

async function requireUser(db: Database, tenantId: number, staffUserId: number) {
  const user = await findStaffById(db, tenantId, staffUserId);
  if (!user) throw appError('STAFF_USER_NOT_FOUND');
  return user;
}

export async function readUserRoles(db: Database, tenantId: number, staffUserId: number) {
  await requireUser(db, tenantId, staffUserId);
  return { roleIds: await userRoleIds(db, staffUserId) };
}

export async function replaceUserRoles(
  db: Database,
  actor: AuditActor,
  staffUserId: number,
  roleIds: readonly number[],
): Promise<{ roleIds: number[] }> {
  return transaction(db, async (tx) => {
    await requireUser(tx, actor.tenantId, staffUserId);
    await assertTenantRoles(tx, actor.tenantId, roleIds);
    const before = { roleIds: await userRoleIds(tx, staffUserId) };
    await setUserRoles(tx, staffUserId, roleIds);
    const after = { roleIds: await userRoleIds(tx, staffUserId) };
    await recordAudit(tx, actor, {
      action: 'userroles.update',
      entityType: 'staff_user',
      entityId: staffUserId,
      before,
      after,
    });
    return after;
  });
}

/** A deactivated user cannot sign in and their sessions end at once. */
export async function setStaffUserActive(
  db: Database,
  actor: AuditActor,
  staffUserId: number,
  active: boolean,
): Promise<StaffUser> {
  return transaction(db, async (tx) => {
    const user = await requireUser(tx, actor.tenantId, staffUserId);
    const [row] = await tx
      .update(staffUsers)
      .set({ active, updatedAt: new Date() })
      .where(and(eq(staffUsers.tenantId, actor.tenantId), eq(staffUsers.id, staffUserId)))
      .returning();
    if (!row) throw appError('STAFF_USER_NOT_FOUND');
    if (!active) await revokeStaffUserSessions(tx, staffUserId);
    await recordAudit(tx, actor, {
      action: active ? 'staff_user.activate' : 'staff_user.deactivate',
      entityType: 'staff_user',
      entityId: staffUserId,
      before: { active: user.active },
      after: { active },
    });
    return presentStaffUser(row, await userRoleIds(tx, staffUserId));
  });
}
