/**
 * The applications a report counts: those the caller sees (their scope), optionally of one
 * requisition, which must itself be one they see (else 404, as everywhere).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findStaffRequisition } from '../staff-requisitions/find-staff-requisition.js';

export async function reportedApplications(
  db: Database,
  actor: StaffAccess,
  query: ReportQuery,
): Promise<SQL> {
  const visible = visibleApplications(db, actor);
  if (query.requisitionId === undefined) return visible;
  await findStaffRequisition(db, actor, query.requisitionId);
  return and(visible, eq(applications.requisitionId, query.requisitionId)) ?? visible;
}
