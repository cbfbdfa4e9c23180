/** The staff view of a requisition: with its job, team and application count. */
import { and, asc, count, eq } from 'drizzle-orm';
import {
  STAFF_REQUISITION_STATUSES,
  type StaffRequisition,
  type StaffRequisitionStatus,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { requisitions } from '../../db/schema.js';
import { applications, jobs, requisitionMembers, staffUsers } from '../../db/schema.js';

export type RequisitionRow = typeof requisitions.$inferSelect;

export const staffStatusOf = (status: string): StaffRequisitionStatus =>
  STAFF_REQUISITION_STATUSES.find((known) => known === status) ?? 'draft';

export async function presentStaffRequisition(
  db: Database,
  row: RequisitionRow,
): Promise<StaffRequisition> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, row.tenantId), eq(jobs.requisitionId, row.id)))
    .limit(1);
  const members = await db
    .select({
      staffUserId: requisitionMembers.staffUserId,
      role: requisitionMembers.role,
      sortOrder: requisitionMembers.sortOrder,
      approvedAt: requisitionMembers.approvedAt,
      name: staffUsers.name,
    })
    .from(requisitionMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, requisitionMembers.staffUserId))
    .where(
      and(
        eq(requisitionMembers.tenantId, row.tenantId),
        eq(requisitionMembers.requisitionId, row.id),
      ),
    )
    .orderBy(asc(requisitionMembers.sortOrder), asc(requisitionMembers.id));
  const [counted] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.tenantId, row.tenantId), eq(applications.requisitionId, row.id)));
  return {
    requisitionId: row.id,
    title: row.title,
    category: row.category,
    status: staffStatusOf(row.status),
    applyStreamId: row.applyStreamId,
    smartPostId: row.smartPostId,
    posting: row.posting,
    jobId: job?.id ?? null,
    hiringManagerIds: members
      .filter((member) => member.role === 'hiring_manager')
      .map((member) => member.staffUserId),
    approvers: members
      .filter((member) => member.role === 'approver')
      .map((member) => ({
        staffUserId: member.staffUserId,
        name: member.name,
        sortOrder: member.sortOrder,
        approvedAt: member.approvedAt?.getTime() ?? null,
      })),
    recruiter:
      row.recruiterName === null
        ? null
        : { name: row.recruiterName, email: row.recruiterEmail, phone: row.recruiterPhone },
    applicationCount: counted?.total ?? 0,
    hierarchyNodeId: row.hierarchyNodeId,
    updatedAt: row.updatedAt.getTime(),
  };
}
