/** The tenant's active staff users by name and roles, for choosing hiring managers and approvers. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffDirectoryEntry } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffRoles, staffUserRoles, staffUsers } from '../../db/schema.js';

export async function staffDirectory(
  db: Database,
  tenantId: number,
): Promise<StaffDirectoryEntry[]> {
  const users = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.active, true)))
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
