/**
 * Application search (spec 2 §7 "POST search") with counts by status, and the counts of one
 * requisition (`status/counts/{requisitionId}`): only applications the user sees.
 */
import { and, count, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type {
  ApplicationSearchBody,
  ApplicationSearchResult,
  StaffApplicationItem,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import {
  type ApplicationListRow,
  applicationMatchesWords,
  countApplicationsByStatus,
  findApplicationPage,
} from '../../stores/application-search-store.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findStaffRequisition } from '../staff-requisitions/find-staff-requisition.js';
import { visibleApplications } from './scope.js';

export function presentItem(row: ApplicationListRow): StaffApplicationItem {
  return {
    applicationId: row.applicationId,
    candidateId: row.candidateId,
    candidateName: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.candidateEmail,
    candidateEmail: row.candidateEmail,
    requisitionId: row.requisitionId,
    jobTitle: row.jobTitle,
    status: row.status,
    dispositionId: row.dispositionId,
    source: row.source ?? row.sfxApplicationSource,
    applyDate: row.applyDate.getTime(),
  };
}

function filters(db: Database, actor: StaffAccess, body: ApplicationSearchBody): SQL[] {
  const conditions: SQL[] = [visibleApplications(db, actor)];
  if (body.requisitionId) conditions.push(eq(applications.requisitionId, body.requisitionId));
  if (body.appliedFrom !== undefined)
    conditions.push(gte(applications.applyDate, new Date(body.appliedFrom)));
  if (body.appliedTo !== undefined)
    conditions.push(lt(applications.applyDate, new Date(body.appliedTo)));
  if (body.source) {
    const source = or(
      eq(applications.submissionSource, body.source),
      eq(applications.sfxApplicationSource, body.source),
    );
    if (source) conditions.push(source);
  }
  const q = body.q?.trim();
  if (q) conditions.push(applicationMatchesWords(actor.tenantId, q));
  return conditions;
}

export async function searchApplications(
  db: Database,
  actor: StaffAccess,
  body: ApplicationSearchBody,
): Promise<ApplicationSearchResult> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const conditions = filters(db, actor, body);
  const countsByStatus = await countApplicationsByStatus(db, conditions);
  const total = body.status
    ? (countsByStatus[body.status] ?? 0)
    : Object.values(countsByStatus).reduce((sum, value) => sum + value, 0);
  const statusFilter = body.status ? [eq(applications.status, body.status)] : [];
  const rows = await findApplicationPage(db, {
    filters: [...conditions, ...statusFilter],
    matches: total,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { total, page, pageSize, items: rows.map(presentItem), countsByStatus };
}

export async function statusCounts(db: Database, actor: StaffAccess, requisitionId: number) {
  await findStaffRequisition(db, actor, requisitionId);
  const rows = await db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(and(visibleApplications(db, actor), eq(applications.requisitionId, requisitionId)))
    .groupBy(applications.status);
  return { requisitionId, counts: Object.fromEntries(rows.map((row) => [row.status, row.total])) };
}
