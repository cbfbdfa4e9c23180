/**
 * Which requisitions a staff user sees (issue 20): all of the tenant's (scope all); the ones
 * they are on, as hiring manager or approver (assigned); open ones only, to submit candidates
 * to (a vendor's scope, submitted). Every requisition query of a staff service adds this.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { requisitionMembers, requisitions } from '../../db/schema.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';

export function visibleRequisitions(db: Database, actor: StaffAccess): SQL {
  const tenant = eq(requisitions.tenantId, actor.tenantId);
  if (actor.scope === 'all') return tenant;
  if (actor.scope === 'submitted') return and(tenant, eq(requisitions.status, 'open')) ?? tenant;
  const mine = db
    .select({ id: requisitionMembers.requisitionId })
    .from(requisitionMembers)
    .where(
      and(
        eq(requisitionMembers.tenantId, actor.tenantId),
        eq(requisitionMembers.staffUserId, actor.staffUserId),
      ),
    );
  return and(tenant, inArray(requisitions.id, mine)) ?? tenant;
}
