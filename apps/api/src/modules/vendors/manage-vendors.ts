/**
 * Vendors as staff manage them (issue 27, decision 0051): the tenant's agencies, their users
 * (staff identities with the built-in vendor role, created here with an initial password) and
 * the requisitions each is given. Every write is audited in its transaction.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  VendorDetail,
  VendorInput,
  VendorRequisition,
  VendorSummary,
  VendorUser,
  VendorUserInput,
  ViewGroup,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  requisitions,
  staffUsers,
  vendorRequisitions,
  vendors,
  vendorUsers,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/record-audit.js';
import { revokeStaffUserSessions } from '../staff-auth/staff-sessions.js';
import { createStaffUser, ensureBuiltInRoles } from '../staff-auth/staff-users.js';

type VendorRow = typeof vendors.$inferSelect;

const viewGroupOf = (value: string): ViewGroup => (value === 'own' ? 'own' : 'vendor');

async function findVendor(db: Database, tenantId: number, vendorId: number): Promise<VendorRow> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, vendorId)))
    .limit(1);
  if (!row) throw appError('VENDOR_NOT_FOUND');
  return row;
}

async function assertNameFree(db: Database, tenantId: number, name: string, exceptId = 0) {
  const [taken] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), sql`lower(${vendors.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw appError('VENDOR_NAME_EXISTS', { field: 'name' });
}

export async function listVendors(db: Database, tenantId: number): Promise<VendorSummary[]> {
  const rows = await db
    .select()
    .from(vendors)
    .where(eq(vendors.tenantId, tenantId))
    .orderBy(asc(vendors.name), asc(vendors.id));
  const users = await db
    .select({ vendorId: vendorUsers.vendorId, total: count() })
    .from(vendorUsers)
    .where(eq(vendorUsers.tenantId, tenantId))
    .groupBy(vendorUsers.vendorId);
  const given = await db
    .select({ vendorId: vendorRequisitions.vendorId, total: count() })
    .from(vendorRequisitions)
    .where(eq(vendorRequisitions.tenantId, tenantId))
    .groupBy(vendorRequisitions.vendorId);
  const totalOf = (list: { vendorId: number; total: number }[], vendorId: number) =>
    list.find((item) => item.vendorId === vendorId)?.total ?? 0;
  return rows.map((row) => ({
    vendorId: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    active: row.active,
    userCount: totalOf(users, row.id),
    requisitionCount: totalOf(given, row.id),
  }));
}

export async function readVendor(
  db: Database,
  tenantId: number,
  vendorId: number,
): Promise<VendorDetail> {
  const row = await findVendor(db, tenantId, vendorId);
  const users: VendorUser[] = (
    await db
      .select({
        staffUserId: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        active: staffUsers.active,
        viewGroup: vendorUsers.viewGroup,
      })
      .from(vendorUsers)
      .innerJoin(staffUsers, eq(staffUsers.id, vendorUsers.staffUserId))
      .where(and(eq(vendorUsers.tenantId, tenantId), eq(vendorUsers.vendorId, vendorId)))
      .orderBy(asc(staffUsers.name), asc(staffUsers.id))
  ).map((user) => ({ ...user, viewGroup: viewGroupOf(user.viewGroup) }));
  const given: VendorRequisition[] = await db
    .select({
      requisitionId: requisitions.id,
      title: requisitions.title,
      status: requisitions.status,
    })
    .from(vendorRequisitions)
    .innerJoin(requisitions, eq(requisitions.id, vendorRequisitions.requisitionId))
    .where(
      and(eq(vendorRequisitions.tenantId, tenantId), eq(vendorRequisitions.vendorId, vendorId)),
    )
    .orderBy(asc(requisitions.title), asc(requisitions.id));
  return {
    vendorId: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    active: row.active,
    users,
    requisitions: given,
  };
}

export async function createVendor(
  db: Database,
  actor: AuditActor,
  input: VendorInput,
): Promise<VendorDetail> {
  return transaction(db, async (tx) => {
    const name = input.name.trim();
    await assertNameFree(tx, actor.tenantId, name);
    const [row] = await tx
      .insert(vendors)
      .values({
        tenantId: actor.tenantId,
        name,
        contactEmail: input.contactEmail?.trim().toLowerCase() ?? null,
        active: input.active ?? true,
      })
      .returning();
    if (!row) throw new Error('vendor not created');
    await recordAudit(tx, actor, {
      action: 'vendor.create',
      entityType: 'vendor',
      entityId: row.id,
      after: { name: row.name, active: row.active },
    });
    return readVendor(tx, actor.tenantId, row.id);
  });
}

/** A deactivated vendor's users keep their accounts but their portal refuses them. */
export async function updateVendor(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  input: VendorInput,
): Promise<VendorDetail> {
  return transaction(db, async (tx) => {
    const before = await findVendor(tx, actor.tenantId, vendorId);
    const name = input.name.trim();
    await assertNameFree(tx, actor.tenantId, name, vendorId);
    await tx
      .update(vendors)
      .set({
        name,
        contactEmail: input.contactEmail?.trim().toLowerCase() ?? null,
        active: input.active ?? before.active,
        updatedAt: new Date(),
      })
      .where(and(eq(vendors.tenantId, actor.tenantId), eq(vendors.id, vendorId)));
    const after = await readVendor(tx, actor.tenantId, vendorId);
    await recordAudit(tx, actor, {
      action: 'vendor.update',
      entityType: 'vendor',
      entityId: vendorId,
      before: { name: before.name, active: before.active },
      after: { name: after.name, active: after.active },
    });
    return after;
  });
}

/** A new staff user with the vendor role, of this vendor, in the view group given. */
export async function addVendorUser(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  input: VendorUserInput,
): Promise<VendorDetail> {
  return transaction(db, async (tx) => {
    await findVendor(tx, actor.tenantId, vendorId);
    const roles = await ensureBuiltInRoles(tx, actor.tenantId);
    const user = await createStaffUser(tx, actor.tenantId, {
      email: input.email,
      name: input.name,
      password: input.password,
      roleIds: [roles.vendor],
    });
    await tx.insert(vendorUsers).values({
      staffUserId: user.id,
      tenantId: actor.tenantId,
      vendorId,
      viewGroup: input.viewGroup,
    });
    await recordAudit(tx, actor, {
      action: 'vendor_user.create',
      entityType: 'staff_user',
      entityId: user.id,
      after: { vendorId, viewGroup: input.viewGroup },
    });
    return readVendor(tx, actor.tenantId, vendorId);
  });
}

async function findVendorUser(
  db: Database,
  tenantId: number,
  vendorId: number,
  staffUserId: number,
) {
  const [row] = await db
    .select()
    .from(vendorUsers)
    .where(
      and(
        eq(vendorUsers.tenantId, tenantId),
        eq(vendorUsers.vendorId, vendorId),
        eq(vendorUsers.staffUserId, staffUserId),
      ),
    )
    .limit(1);
  if (!row) throw appError('STAFF_USER_NOT_FOUND');
  return row;
}

/** viewgroup: which of the vendor's submissions the user sees. */
export async function setViewGroup(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  staffUserId: number,
  viewGroup: ViewGroup,
): Promise<VendorDetail> {
  return transaction(db, async (tx) => {
    await findVendor(tx, actor.tenantId, vendorId);
    const before = await findVendorUser(tx, actor.tenantId, vendorId, staffUserId);
    await tx.update(vendorUsers).set({ viewGroup }).where(eq(vendorUsers.staffUserId, staffUserId));
    await recordAudit(tx, actor, {
      action: 'vendor_user.view_group',
      entityType: 'staff_user',
      entityId: staffUserId,
      before: { viewGroup: before.viewGroup },
      after: { viewGroup },
    });
    return readVendor(tx, actor.tenantId, vendorId);
  });
}

/** A vendor user (de)activated here can (no longer) sign in; their sessions end at once. */
export async function setVendorUserActive(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  staffUserId: number,
  active: boolean,
): Promise<VendorDetail> {
  return transaction(db, async (tx) => {
    await findVendor(tx, actor.tenantId, vendorId);
    await findVendorUser(tx, actor.tenantId, vendorId, staffUserId);
    await tx
      .update(staffUsers)
      .set({ active, updatedAt: new Date() })
      .where(and(eq(staffUsers.tenantId, actor.tenantId), eq(staffUsers.id, staffUserId)));
    if (!active) await revokeStaffUserSessions(tx, staffUserId);
    await recordAudit(tx, actor, {
      action: active ? 'staff_user.activate' : 'staff_user.deactivate',
      entityType: 'staff_user',
      entityId: staffUserId,
      after: { active },
    });
    return readVendor(tx, actor.tenantId, vendorId);
  });
}

/** The requisitions the vendor is given, replaced whole; each must be the tenant's. */
export async function setVendorRequisitions(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  requisitionIds: readonly number[],
): Promise<VendorDetail> {
  return transaction(db, async (tx) => {
    await findVendor(tx, actor.tenantId, vendorId);
    const wanted = [...new Set(requisitionIds)];
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: requisitions.id })
        .from(requisitions)
        .where(and(eq(requisitions.tenantId, actor.tenantId), inArray(requisitions.id, wanted)));
      if (found.length !== wanted.length)
        throw appError('REQUISITION_NOT_FOUND', { field: 'requisitionIds' });
    }
    const before = await tx
      .select({ id: vendorRequisitions.requisitionId })
      .from(vendorRequisitions)
      .where(
        and(
          eq(vendorRequisitions.tenantId, actor.tenantId),
          eq(vendorRequisitions.vendorId, vendorId),
        ),
      );
    await tx
      .delete(vendorRequisitions)
      .where(
        and(
          eq(vendorRequisitions.tenantId, actor.tenantId),
          eq(vendorRequisitions.vendorId, vendorId),
        ),
      );
    if (wanted.length > 0)
      await tx
        .insert(vendorRequisitions)
        .values(
          wanted.map((requisitionId) => ({ vendorId, requisitionId, tenantId: actor.tenantId })),
        );
    await recordAudit(tx, actor, {
      action: 'vendor.requisitions',
      entityType: 'vendor',
      entityId: vendorId,
      before: { requisitionIds: before.map((row) => row.id).sort((a, b) => a - b) },
      after: { requisitionIds: [...wanted].sort((a, b) => a - b) },
    });
    return readVendor(tx, actor.tenantId, vendorId);
  });
}
