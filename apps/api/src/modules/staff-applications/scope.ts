/**
 * Which applications a staff user sees (issue 20): the tenant's (scope all); those of the
 * requisitions they are on (assigned: hiring managers); those they submitted (vendors).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, requisitionMembers } from '../../db/schema.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';

export function visibleApplications(db: Database, actor: StaffAccess): SQL {
  const tenant = eq(applications.tenantId, actor.tenantId);
  if (actor.scope === 'all') return tenant;
  if (actor.scope === 'submitted') {
    return and(tenant, eq(applications.submittedByStaffId, actor.staffUserId)) ?? tenant;
  }
  const mine = db
    .select({ id: requisitionMembers.requisitionId })
    .from(requisitionMembers)
    .where(
      and(
        eq(requisitionMembers.tenantId, actor.tenantId),
        eq(requisitionMembers.staffUserId, actor.staffUserId),
      ),
    );
  return and(tenant, inArray(applications.requisitionId, mine)) ?? tenant;
}
