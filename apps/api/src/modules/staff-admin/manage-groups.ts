/**
 * Groups (spec 2 §7 "groups, group, grouproles"): named sets of staff users; the roles of a
 * group (group roles) are held by each member.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffGroup, StaffGroupInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffGroupMembers, staffGroupRoles, staffGroups, staffUsers } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/record-audit.js';
import { assertTenantRoles } from '../staff-auth/staff-users.js';

type GroupRow = typeof staffGroups.$inferSelect;

async function presentGroups(db: Database, rows: GroupRow[]): Promise<StaffGroup[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const roles = await db
    .select()
    .from(staffGroupRoles)
    .where(inArray(staffGroupRoles.groupId, ids));
  const members = await db
    .select()
    .from(staffGroupMembers)
    .where(inArray(staffGroupMembers.groupId, ids));
  return rows.map((row) => ({
    groupId: row.id,
    name: row.name,
    description: row.description,
    roleIds: roles
      .filter((role) => role.groupId === row.id)
      .map((role) => role.roleId)
      .sort((a, b) => a - b),
    memberIds: members
      .filter((member) => member.groupId === row.id)
      .map((member) => member.staffUserId)
      .sort((a, b) => a - b),
  }));
}

export async function listGroups(db: Database, tenantId: number): Promise<StaffGroup[]> {
  const rows = await db
    .select()
    .from(staffGroups)
    .where(eq(staffGroups.tenantId, tenantId))
    .orderBy(asc(staffGroups.name));
  return presentGroups(db, rows);
}

async function requireGroup(db: Database, tenantId: number, groupId: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(staffGroups)
    .where(and(eq(staffGroups.tenantId, tenantId), eq(staffGroups.id, groupId)))
    .limit(1);
  if (!row) throw appError('GROUP_NOT_FOUND');
  return row;
}

export async function readGroup(
  db: Database,
  tenantId: number,
  groupId: number,
): Promise<StaffGroup> {
  const [group] = await presentGroups(db, [await requireGroup(db, tenantId, groupId)]);
  if (!group) throw appError('GROUP_NOT_FOUND');
  return group;
}

async function assertNameFree(db: Database, tenantId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: staffGroups.id })
    .from(staffGroups)
    .where(
      and(eq(staffGroups.tenantId, tenantId), sql`lower(${staffGroups.name}) = lower(${name})`),
    )
    .limit(1);
  if (taken && taken.id !== exceptId) throw appError('GROUP_NAME_EXISTS', { field: 'name' });
}

/** Members must be the tenant's staff users; another tenant's id is STAFF_USER_NOT_FOUND. */
async function setMembers(
  db: Database,
  tenantId: number,
  groupId: number,
  memberIds: readonly number[],
) {
  const unique = [...new Set(memberIds)];
  if (unique.length > 0) {
    const found = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.tenantId, tenantId), inArray(staffUsers.id, unique)));
    if (found.length !== unique.length)
      throw appError('STAFF_USER_NOT_FOUND', { field: 'memberIds' });
  }
  await db.delete(staffGroupMembers).where(eq(staffGroupMembers.groupId, groupId));
  if (unique.length > 0) {
    await db
      .insert(staffGroupMembers)
      .values(unique.map((staffUserId) => ({ groupId, staffUserId })));
  }
}

export async function createGroup(
  db: Database,
  actor: AuditActor,
  input: StaffGroupInput,
): Promise<StaffGroup> {
  return transaction(db, async (tx) => {
    await assertNameFree(tx, actor.tenantId, input.name.trim());
    const [row] = await tx
      .insert(staffGroups)
      .values({
        tenantId: actor.tenantId,
        name: input.name.trim(),
        description: input.description ?? '',
      })
      .returning();
    if (!row) throw new Error('group not created');
    await setMembers(tx, actor.tenantId, row.id, input.memberIds ?? []);
    const after = await readGroup(tx, actor.tenantId, row.id);
    await recordAudit(tx, actor, {
      action: 'group.create',
      entityType: 'group',
      entityId: row.id,
      after,
    });
    return after;
  });
}

export async function updateGroup(
  db: Database,
  actor: AuditActor,
  groupId: number,
  input: StaffGroupInput,
): Promise<StaffGroup> {
  return transaction(db, async (tx) => {
    const before = await readGroup(tx, actor.tenantId, groupId);
    await assertNameFree(tx, actor.tenantId, input.name.trim(), groupId);
    await tx
      .update(staffGroups)
      .set({
        name: input.name.trim(),
        description: input.description ?? before.description,
        updatedAt: new Date(),
      })
      .where(and(eq(staffGroups.tenantId, actor.tenantId), eq(staffGroups.id, groupId)));
    if (input.memberIds) await setMembers(tx, actor.tenantId, groupId, input.memberIds);
    const after = await readGroup(tx, actor.tenantId, groupId);
    await recordAudit(tx, actor, {
      action: 'group.update',
      entityType: 'group',
      entityId: groupId,
      before,
      after,
    });
    return after;
  });
}

export async function deleteGroup(db: Database, actor: AuditActor, groupId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await readGroup(tx, actor.tenantId, groupId);
    await tx
      .delete(staffGroups)
      .where(and(eq(staffGroups.tenantId, actor.tenantId), eq(staffGroups.id, groupId)));
    await recordAudit(tx, actor, {
      action: 'group.delete',
      entityType: 'group',
      entityId: groupId,
      before,
    });
  });
}

export async function replaceGroupRoles(
  db: Database,
  actor: AuditActor,
  groupId: number,
  roleIds: readonly number[],
): Promise<{ roleIds: number[] }> {
  return transaction(db, async (tx) => {
    const before = await readGroup(tx, actor.tenantId, groupId);
    await assertTenantRoles(tx, actor.tenantId, roleIds);
    await tx.delete(staffGroupRoles).where(eq(staffGroupRoles.groupId, groupId));
    const unique = [...new Set(roleIds)];
    if (unique.length > 0)
      await tx.insert(staffGroupRoles).values(unique.map((roleId) => ({ groupId, roleId })));
    const after = { roleIds: unique.sort((a, b) => a - b) };
    await recordAudit(tx, actor, {
      action: 'grouproles.update',
      entityType: 'group',
      entityId: groupId,
      before: { roleIds: before.roleIds },
      after,
    });
    return after;
  });
}
