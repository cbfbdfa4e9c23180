/** Roles (spec 2 §7 "roles"): the built-in four are read-only; a tenant may add its own. */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  STAFF_PERMISSIONS,
  STAFF_SCOPES,
  type StaffRole,
  type StaffRoleInput,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffRoles } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/record-audit.js';

type RoleRow = typeof staffRoles.$inferSelect;

export function presentRole(row: RoleRow): StaffRole {
  return {
    roleId: row.id,
    builtIn: row.builtIn,
    name: row.name,
    permissions: STAFF_PERMISSIONS.filter((permission) => row.permissions.includes(permission)),
    scope: STAFF_SCOPES.find((scope) => scope === row.scope) ?? 'submitted',
  };
}

export async function listRoles(db: Database, tenantId: number): Promise<StaffRole[]> {
  const rows = await db
    .select()
    .from(staffRoles)
    .where(eq(staffRoles.tenantId, tenantId))
    .orderBy(asc(staffRoles.id));
  return rows.map(presentRole);
}

async function requireCustomRole(db: Database, tenantId: number, roleId: number): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(staffRoles)
    .where(and(eq(staffRoles.tenantId, tenantId), eq(staffRoles.id, roleId)))
    .limit(1);
  if (!row) throw appError('ROLE_NOT_FOUND');
  if (row.builtIn !== null) throw appError('BUILT_IN_ROLE_READ_ONLY');
  return row;
}

/** Names are unique per tenant whatever their case (the index is on lower(name)). */
async function assertNameFree(db: Database, tenantId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(eq(staffRoles.tenantId, tenantId), sql`lower(${staffRoles.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw appError('ROLE_NAME_EXISTS', { field: 'name' });
}

export async function createRole(
  db: Database,
  actor: AuditActor,
  input: StaffRoleInput,
): Promise<StaffRole> {
  return transaction(db, async (tx) => {
    await assertNameFree(tx, actor.tenantId, input.name.trim());
    const [row] = await tx
      .insert(staffRoles)
      .values({
        tenantId: actor.tenantId,
        name: input.name.trim(),
        permissions: [...new Set(input.permissions)],
        scope: input.scope,
      })
      .returning();
    if (!row) throw new Error('role not created');
    const after = presentRole(row);
    await recordAudit(tx, actor, {
      action: 'role.create',
      entityType: 'role',
      entityId: row.id,
      after,
    });
    return after;
  });
}

export async function updateRole(
  db: Database,
  actor: AuditActor,
  roleId: number,
  input: StaffRoleInput,
): Promise<StaffRole> {
  return transaction(db, async (tx) => {
    const before = await requireCustomRole(tx, actor.tenantId, roleId);
    await assertNameFree(tx, actor.tenantId, input.name.trim(), roleId);
    const [row] = await tx
      .update(staffRoles)
      .set({
        name: input.name.trim(),
        permissions: [...new Set(input.permissions)],
        scope: input.scope,
        updatedAt: new Date(),
      })
      .where(and(eq(staffRoles.tenantId, actor.tenantId), eq(staffRoles.id, roleId)))
      .returning();
    if (!row) throw appError('ROLE_NOT_FOUND');
    const after = presentRole(row);
    await recordAudit(tx, actor, {
      action: 'role.update',
      entityType: 'role',
      entityId: roleId,
      before: presentRole(before),
      after,
    });
    return after;
  });
}

export async function deleteRole(db: Database, actor: AuditActor, roleId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await requireCustomRole(tx, actor.tenantId, roleId);
    await tx
      .delete(staffRoles)
      .where(and(eq(staffRoles.tenantId, actor.tenantId), eq(staffRoles.id, roleId)));
    await recordAudit(tx, actor, {
      action: 'role.delete',
      entityType: 'role',
      entityId: roleId,
      before: presentRole(before),
    });
  });
}
