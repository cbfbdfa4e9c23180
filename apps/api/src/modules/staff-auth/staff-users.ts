/** Staff users of a tenant: look-ups, creation with roles, the built-in roles every tenant has. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BUILT_IN_ROLE_DEFINITIONS,
  BUILT_IN_ROLES,
  type BuiltInRole,
  type StaffUser,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffRoles, staffUserRoles, staffUsers } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { hashPassword } from '../auth/passwords.js';
import { newTotpSecret } from './totp.js';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(
  db: Database,
  tenantId: number,
  email: string,
): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.email, normalizeStaffEmail(email))))
    .limit(1);
  return row ?? null;
}

export async function findStaffById(
  db: Database,
  tenantId: number,
  staffUserId: number,
): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.id, staffUserId)))
    .limit(1);
  return row ?? null;
}

/** The four built-in roles of a tenant, created when missing; their ids by key. */
export async function ensureBuiltInRoles(
  db: Database,
  tenantId: number,
): Promise<Record<BuiltInRole, number>> {
  await db
    .insert(staffRoles)
    .values(
      BUILT_IN_ROLES.map((key) => ({
        tenantId,
        builtIn: key,
        name: BUILT_IN_ROLE_DEFINITIONS[key].name,
        permissions: [...BUILT_IN_ROLE_DEFINITIONS[key].permissions],
        scope: BUILT_IN_ROLE_DEFINITIONS[key].scope,
      })),
    )
    .onConflictDoUpdate({
      target: [staffRoles.tenantId, staffRoles.builtIn],
      // The stored copy follows the product's definition (a release may add permissions).
      set: { permissions: sql`excluded.permissions` },
    });
  const rows = await db
    .select({ id: staffRoles.id, builtIn: staffRoles.builtIn })
    .from(staffRoles)
    .where(and(eq(staffRoles.tenantId, tenantId), sql`${staffRoles.builtIn} is not null`));
  const ids: Partial<Record<BuiltInRole, number>> = {};
  for (const row of rows) {
    const key = BUILT_IN_ROLES.find((name) => name === row.builtIn);
    if (key) ids[key] = row.id;
  }
  const missing = BUILT_IN_ROLES.filter((key) => ids[key] === undefined);
  if (missing.length > 0) throw new Error(`built-in roles missing: ${missing.join(', ')}`);
  return ids as Record<BuiltInRole, number>;
}

/** Only the tenant's roles; another tenant's role id is ROLE_NOT_FOUND. */
export async function assertTenantRoles(
  db: Database,
  tenantId: number,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const unique = [...new Set(roleIds)];
  const found = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(eq(staffRoles.tenantId, tenantId), inArray(staffRoles.id, unique)));
  if (found.length !== unique.length) throw appError('ROLE_NOT_FOUND', { field: 'roleIds' });
}

export interface NewStaffUser {
  email: string;
  name: string;
  password: string;
  roleIds: readonly number[];
  /** A known TOTP secret (the demo seed); a new random one otherwise. */
  totpSecret?: string;
  /** Enrolled already (the demo seed, whose secret the README names). */
  totpEnrolled?: boolean;
}

export async function createStaffUser(
  db: Database,
  tenantId: number,
  input: NewStaffUser,
  now = new Date(),
): Promise<StaffUserRow> {
  await assertTenantRoles(db, tenantId, input.roleIds);
  const [row] = await db
    .insert(staffUsers)
    .values({
      tenantId,
      email: normalizeStaffEmail(input.email),
      name: input.name.trim(),
      passwordHash: await hashPassword(input.password),
      totpSecret: input.totpSecret ?? newTotpSecret(),
      totpEnrolledAt: input.totpEnrolled ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw appError('STAFF_EMAIL_EXISTS', { field: 'email' });
  await setUserRoles(db, row.id, input.roleIds);
  return row;
}

/** userroles: the user's direct roles, replaced whole. */
export async function setUserRoles(
  db: Database,
  staffUserId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.delete(staffUserRoles).where(eq(staffUserRoles.staffUserId, staffUserId));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) {
    await db.insert(staffUserRoles).values(unique.map((roleId) => ({ staffUserId, roleId })));
  }
}

export async function userRoleIds(db: Database, staffUserId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: staffUserRoles.roleId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.staffUserId, staffUserId));
  return rows.map((row) => row.roleId).sort((a, b) => a - b);
}

export function presentStaffUser(row: StaffUserRow, roleIds: number[]): StaffUser {
  return {
    staffUserId: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    totpEnrolled: row.totpEnrolledAt !== null,
    roleIds,
    lastSignInAt: row.lastSignInAt?.getTime() ?? null,
  };
}
