/**
 * The applications a report counts: those the caller sees (their scope), optionally of one
 * requisition, which must itself be one they see (else 404, as everywhere), and optionally of
 * the requisitions of an org hierarchy node and the nodes below it (decision 0051).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications, requisitions } from '../../db/schema.js';
import { nodeAndDescendants } from '../hierarchy/hierarchy-nodes.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findStaffRequisition } from '../staff-requisitions/find-staff-requisition.js';

export async function reportedApplications(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
): Promise<SQL> {
  const conditions = [visibleApplications(db, actor)];
  if (query.requisitionId !== undefined) {
    await findStaffRequisition(db, actor, query.requisitionId);
    conditions.push(eq(applications.requisitionId, query.requisitionId));
  }
  if (query.hierarchyNodeId !== undefined) {
    // The node with its descendants: a department's report counts its teams' requisitions.
    const nodes = await nodeAndDescendants(db, actor.tenantId, query.hierarchyNodeId);
    const placed = db
      .select({ id: requisitions.id })
      .from(requisitions)
      .where(
        and(
          eq(requisitions.tenantId, actor.tenantId),
          inArray(requisitions.hierarchyNodeId, nodes),
        ),
      );
    conditions.push(inArray(applications.requisitionId, placed));
  }
  return and(...conditions) ?? conditions[0] ?? sql`false`;
}
