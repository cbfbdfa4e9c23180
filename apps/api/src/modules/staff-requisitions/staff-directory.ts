/**
 * The tenant's active staff users by name and roles, for choosing hiring managers, approvers
 * and hierarchy managers: the employer's own staff, not a vendor's users (decision 0051).
 */
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { StaffDirectoryEntry } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffRoles, staffUserRoles, staffUsers, vendorUsers } from '../../db/schema.js';

export async function staffDirectory(
  db: Database,
  tenantId: number,
): Promise<StaffDirectoryEntry[]> {
  const users = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.tenantId, tenantId),
        eq(staffUsers.active, true),
        notExists(
          db
            .select({ one: vendorUsers.staffUserId })
            .from(vendorUsers)
            .where(eq(vendorUsers.staffUserId, staffUsers.id)),
        ),
      ),
    )
    .orderBy(asc(staffUsers.name));
  if (users.length === 0) return [];
  const roles = await db
    .select({
      staffUserId: staffUserRoles.staffUserId,
      builtIn: staffRoles.builtIn,
      name: staffRoles.name,
    })
    .from(staffUserRoles)
    .innerJoin(staffRoles, eq(staffRoles.id, staffUserRoles.roleId))
    .where(
      inArray(
        staffUserRoles.staffUserId,
        users.map((user) => user.id),
      ),
    );
  return users.map((user) => ({
    staffUserId: user.id,
    name: user.name,
    roles: roles
      .filter((role) => role.staffUserId === user.id)
      .map((role) => role.builtIn ?? role.name),
  }));
}
