/** Who is on a requisition: hiring managers and approvers, all staff users of the tenant. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { requisitionMembers, staffUsers } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export async function assertTenantStaff(
  db: Database,
  tenantId: number,
  staffUserIds: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(staffUserIds)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), inArray(staffUsers.id, unique)));
  if (found.length !== unique.length) throw appError('STAFF_USER_NOT_FOUND', { field });
}

/** Replaces the members of one role (hiring managers or approvers), in the order given. */
export async function setMembers(
  db: Database,
  tenantId: number,
  requisitionId: number,
  role: 'hiring_manager' | 'approver',
  staffUserIds: readonly number[],
): Promise<void> {
  await db
    .delete(requisitionMembers)
    .where(
      and(
        eq(requisitionMembers.tenantId, tenantId),
        eq(requisitionMembers.requisitionId, requisitionId),
        eq(requisitionMembers.role, role),
      ),
    );
  const unique = [...new Set(staffUserIds)];
  if (unique.length === 0) return;
  await db.insert(requisitionMembers).values(
    unique.map((staffUserId, index) => ({
      tenantId,
      requisitionId,
      staffUserId,
      role,
      sortOrder: index,
    })),
  );
}
