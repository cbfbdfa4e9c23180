/**
 * Requisitions as staff write them (spec 2 §7 "requisition"; issue 20): create from a
 * template (a draft), edit, name approvers, submit, approve, open (the job is posted on the
 * career site at once), close. Each write is audited in its transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  REQUISITION_TRANSITIONS,
  slugify,
  type RequisitionCreateInput,
  type RequisitionTemplate,
  type RequisitionRecruiter,
  type RequisitionUpdateInput,
  type StaffRequisition,
  type StaffRequisitionStatus,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  applyStreams,
  jobs,
  requisitionMembers,
  requisitions,
  requisitionTemplates,
  tenants,
  type JobPostingValues,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findStaffRequisition } from './find-staff-requisition.js';
import {
  presentStaffRequisition,
  staffStatusOf,
  type RequisitionRow,
} from './present-requisition.js';
import { assertTenantNode } from '../hierarchy/hierarchy-nodes.js';
import { assertTenantStaff, setMembers } from './requisition-team.js';

type TemplateRow = typeof requisitionTemplates.$inferSelect;

const presentTemplate = (row: TemplateRow): RequisitionTemplate => ({
  templateId: row.id,
  name: row.name,
  title: row.title,
  category: row.category,
  applyStreamId: row.applyStreamId,
  posting: row.posting,
});

export async function listTemplates(
  db: Database,
  tenantId: number,
): Promise<RequisitionTemplate[]> {
  const rows = await db
    .select()
    .from(requisitionTemplates)
    .where(eq(requisitionTemplates.tenantId, tenantId))
    .orderBy(asc(requisitionTemplates.name));
  return rows.map(presentTemplate);
}

/** What the audit log keeps of a requisition. */
const snapshot = (view: StaffRequisition) => ({
  title: view.title,
  category: view.category,
  status: view.status,
  applyStreamId: view.applyStreamId,
  smartPostId: view.smartPostId,
  posting: view.posting,
  hiringManagerIds: view.hiringManagerIds,
  hierarchyNodeId: view.hierarchyNodeId,
  approverIds: view.approvers.map((approver) => approver.staffUserId),
  recruiter: view.recruiter,
});

/** A recruiter candidates can reach: a name alone would show them a contact with no way in. */
function assertReachable(recruiter: RequisitionRecruiter | null | undefined): void {
  if (recruiter && recruiter.email === null && recruiter.phone === null)
    throw appError('RECRUITER_UNREACHABLE', { field: 'recruiter' });
}

const recruiterColumns = (recruiter: RequisitionRecruiter | null) => ({
  recruiterName: recruiter?.name.trim() ?? null,
  recruiterEmail: recruiter?.email?.trim() ?? null,
  recruiterPhone: recruiter?.phone?.trim() ?? null,
});

async function assertStream(
  db: Database,
  tenantId: number,
  applyStreamId: number | null | undefined,
) {
  if (applyStreamId === null || applyStreamId === undefined) return;
  const [stream] = await db
    .select({ id: applyStreams.id })
    .from(applyStreams)
    .where(and(eq(applyStreams.tenantId, tenantId), eq(applyStreams.id, applyStreamId)))
    .limit(1);
  if (!stream) throw appError('APPLY_STREAM_NOT_FOUND', { field: 'applyStreamId' });
}

async function assertSmartPostFree(
  db: Database,
  tenantId: number,
  smartPostId: string | null | undefined,
  exceptId: number,
) {
  if (!smartPostId) return;
  const [taken] = await db
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenantId), eq(requisitions.smartPostId, smartPostId)))
    .limit(1);
  if (taken && taken.id !== exceptId)
    throw appError('SMART_POST_ID_TAKEN', { field: 'smartPostId' });
}

export async function createFromTemplate(
  db: Database,
  actor: StaffAccess,
  input: RequisitionCreateInput,
): Promise<StaffRequisition> {
  return transaction(db, async (tx) => {
    const [template] = await tx
      .select()
      .from(requisitionTemplates)
      .where(
        and(
          eq(requisitionTemplates.tenantId, actor.tenantId),
          eq(requisitionTemplates.id, input.templateId),
        ),
      )
      .limit(1);
    if (!template) throw appError('REQUISITION_TEMPLATE_NOT_FOUND', { field: 'templateId' });
    await assertTenantStaff(tx, actor.tenantId, input.hiringManagerIds ?? [], 'hiringManagerIds');
    const [row] = await tx
      .insert(requisitions)
      .values({
        tenantId: actor.tenantId,
        title: input.title?.trim() || template.title,
        category: template.category,
        status: 'draft',
        applyStreamId: template.applyStreamId,
        posting: template.posting,
      })
      .returning();
    if (!row) throw new Error('requisition not created');
    await setMembers(tx, actor.tenantId, row.id, 'hiring_manager', input.hiringManagerIds ?? []);
    const view = await presentStaffRequisition(tx, row);
    await recordAudit(tx, actor, {
      action: 'requisition.create',
      entityType: 'requisition',
      entityId: row.id,
      after: { ...snapshot(view), templateId: template.id },
    });
    return view;
  });
}

export async function readRequisition(
  db: Database,
  actor: StaffAccess,
  requisitionId: number,
): Promise<StaffRequisition> {
  return presentStaffRequisition(db, await findStaffRequisition(db, actor, requisitionId));
}

export async function updateRequisition(
  db: Database,
  actor: StaffAccess,
  requisitionId: number,
  input: RequisitionUpdateInput,
  onPosted: () => void,
): Promise<StaffRequisition> {
  const result = await transaction(db, async (tx) => {
    const row = await findStaffRequisition(tx, actor, requisitionId, { forUpdate: true });
    const before = await presentStaffRequisition(tx, row);
    await assertStream(tx, actor.tenantId, input.applyStreamId);
    await assertSmartPostFree(tx, actor.tenantId, input.smartPostId, row.id);
    assertReachable(input.recruiter);
    if (input.hiringManagerIds)
      await assertTenantStaff(tx, actor.tenantId, input.hiringManagerIds, 'hiringManagerIds');
    await assertTenantNode(tx, actor.tenantId, input.hierarchyNodeId);
    const [updated] = await tx
      .update(requisitions)
      .set({
        ...(input.title === undefined ? {} : { title: input.title.trim() }),
        ...(input.category === undefined ? {} : { category: input.category.trim() }),
        ...(input.applyStreamId === undefined ? {} : { applyStreamId: input.applyStreamId }),
        ...(input.smartPostId === undefined ? {} : { smartPostId: input.smartPostId }),
        ...(input.posting === undefined ? {} : { posting: input.posting }),
        ...(input.recruiter === undefined ? {} : recruiterColumns(input.recruiter)),
        ...(input.hierarchyNodeId === undefined ? {} : { hierarchyNodeId: input.hierarchyNodeId }),
        updatedAt: new Date(),
      })
      .where(and(eq(requisitions.tenantId, actor.tenantId), eq(requisitions.id, row.id)))
      .returning();
    if (!updated) throw appError('REQUISITION_NOT_FOUND');
    if (input.hiringManagerIds)
      await setMembers(tx, actor.tenantId, row.id, 'hiring_manager', input.hiringManagerIds);
    // An open requisition's job shows the edit at once.
    const posted = updated.status === 'open' && (await postJob(tx, updated, false));
    const after = await presentStaffRequisition(tx, updated);
    await recordAudit(tx, actor, {
      action: 'requisition.update',
      entityType: 'requisition',
      entityId: row.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return { after, posted };
  });
  if (result.posted) onPosted();
  return result.after;
}

export async function setApprovers(
  db: Database,
  actor: StaffAccess,
  requisitionId: number,
  staffUserIds: readonly number[],
): Promise<StaffRequisition> {
  return transaction(db, async (tx) => {
    const row = await findStaffRequisition(tx, actor, requisitionId, { forUpdate: true });
    // Approvers are named while the requisition is a draft; a submitted one keeps its chain.
    if (row.status !== 'draft') throw appError('REQUISITION_STATUS_CHANGE_INVALID');
    await assertTenantStaff(tx, actor.tenantId, staffUserIds, 'staffUserIds');
    const before = await presentStaffRequisition(tx, row);
    await setMembers(tx, actor.tenantId, row.id, 'approver', staffUserIds);
    const after = await presentStaffRequisition(tx, row);
    await recordAudit(tx, actor, {
      action: 'requisition.approvers',
      entityType: 'requisition',
      entityId: row.id,
      before: { approverIds: before.approvers.map((approver) => approver.staffUserId) },
      after: { approverIds: after.approvers.map((approver) => approver.staffUserId) },
    });
    return after;
  });
}

/** An approver of a submitted requisition approves it; the last approval makes it approved. */
export async function approveRequisition(
  db: Database,
  actor: StaffAccess,
  requisitionId: number,
  now = new Date(),
): Promise<StaffRequisition> {
  return transaction(db, async (tx) => {
    const row = await findStaffRequisition(tx, actor, requisitionId, { forUpdate: true });
    if (row.status !== 'pending_approval') throw appError('REQUISITION_STATUS_CHANGE_INVALID');
    const approved = await tx
      .update(requisitionMembers)
      .set({ approvedAt: now })
      .where(
        and(
          eq(requisitionMembers.tenantId, actor.tenantId),
          eq(requisitionMembers.requisitionId, row.id),
          eq(requisitionMembers.staffUserId, actor.staffUserId),
          eq(requisitionMembers.role, 'approver'),
        ),
      )
      .returning({ id: requisitionMembers.id });
    if (approved.length === 0) throw appError('REQUISITION_NOT_APPROVER');
    const view = await presentStaffRequisition(tx, row);
    let status = staffStatusOf(row.status);
    if (view.approvers.every((approver) => approver.approvedAt !== null)) {
      status = 'approved';
      await tx
        .update(requisitions)
        .set({ status, updatedAt: now })
        .where(and(eq(requisitions.tenantId, actor.tenantId), eq(requisitions.id, row.id)));
    }
    await recordAudit(tx, actor, {
      action: 'requisition.approve',
      entityType: 'requisition',
      entityId: row.id,
      before: { status: row.status },
      after: { status, approvedBy: actor.staffUserId },
    });
    return { ...view, status };
  });
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Writes the requisition's job from its posting; true when the career site changed. */
async function postJob(
  db: Database,
  row: RequisitionRow,
  freshDate: boolean,
  now = new Date(),
): Promise<boolean> {
  const posting: JobPostingValues | null = row.posting;
  if (!posting)
    throw appError('VALIDATION_FAILED', {
      message: 'The requisition has no job posting yet.',
      field: 'posting',
    });
  const values = {
    title: row.title,
    primaryCategory: row.category,
    seoUrl: slugify(row.title),
    city: posting.city,
    state: posting.state,
    country: posting.country,
    locationLabel: [posting.city, posting.state, posting.country]
      .filter((part) => part !== '')
      .join(', '),
    employmentType: posting.employmentType,
    summary: posting.summary,
    description: posting.description,
    updatedAt: now,
  };
  await upsertJob(db, row, values, freshDate ? today(now) : null, now);
  return true;
}

async function upsertJob(
  db: Database,
  row: RequisitionRow,
  values: Omit<typeof jobs.$inferInsert, 'tenantId' | 'requisitionId' | 'postedDate'>,
  postedDate: string | null,
  now: Date,
) {
  // Postings are written in the tenant's main language; the search stems them in it.
  const language = sql`(select ${tenants.defaultLanguage} from ${tenants} where ${tenants.id} = ${row.tenantId})`;
  await db
    .insert(jobs)
    .values({
      ...values,
      language,
      tenantId: row.tenantId,
      requisitionId: row.id,
      postedDate: postedDate ?? today(now),
    })
    .onConflictDoUpdate({
      target: jobs.requisitionId,
      set: postedDate === null ? { ...values, language } : { ...values, language, postedDate },
    });
}

/**
 * The status call (spec 2 §7 "requisition status"): submit (pending_approval, needs
 * approvers), back to draft, open (needs no pending approval: a draft without approvers or
 * an approved one; posts the job), close and reopen. `onPosted` runs after the commit (the
 * job search cache is dropped then, so the next search shows the change).
 */
export async function changeRequisitionStatus(
  db: Database,
  actor: StaffAccess,
  requisitionId: number,
  status: StaffRequisitionStatus,
  onPosted: () => void,
  now = new Date(),
): Promise<StaffRequisition> {
  const view = await transaction(db, async (tx) => {
    const row = await findStaffRequisition(tx, actor, requisitionId, { forUpdate: true });
    const from = staffStatusOf(row.status);
    const before = await presentStaffRequisition(tx, row);
    if (!REQUISITION_TRANSITIONS[from].includes(status))
      throw appError('REQUISITION_STATUS_CHANGE_INVALID');
    const hasApprovers = before.approvers.length > 0;
    if (status === 'pending_approval' && !hasApprovers)
      throw appError('REQUISITION_STATUS_CHANGE_INVALID');
    if (status === 'open' && from === 'draft' && hasApprovers)
      throw appError('REQUISITION_STATUS_CHANGE_INVALID');
    if (status === 'draft') {
      // Back to draft: approvals given so far no longer count.
      await tx
        .update(requisitionMembers)
        .set({ approvedAt: null })
        .where(
          and(
            eq(requisitionMembers.tenantId, actor.tenantId),
            eq(requisitionMembers.requisitionId, row.id),
          ),
        );
    }
    const [updated] = await tx
      .update(requisitions)
      .set({ status, updatedAt: now })
      .where(and(eq(requisitions.tenantId, actor.tenantId), eq(requisitions.id, row.id)))
      .returning();
    if (!updated) throw appError('REQUISITION_NOT_FOUND');
    if (status === 'open') await postJob(tx, updated, from !== 'closed', now);
    const after = await presentStaffRequisition(tx, updated);
    await recordAudit(tx, actor, {
      action: 'requisition.status',
      entityType: 'requisition',
      entityId: row.id,
      before: { status: from },
      after: { status },
    });
    return after;
  });
  // Opening posts the job; closing takes it off the search (search shows open ones only).
  if (status === 'open' || status === 'closed') onPosted();
  return view;
}
