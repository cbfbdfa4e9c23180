/**
 * Moving an application to a stage (spec 2 §7 "{applicationId}/status/{status}"; issue 20).
 * In one transaction: the status (with its disposition), the stage on the candidate's
 * dashboard timeline with its next step, a status activity in their feed, a to-do announced
 * by a notification when the stage asks something of them, an optional note, an optional
 * e-mail from a communication template (through the outbox), and the audit entry.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  DISPOSITIONS,
  findStage,
  languageOfCodeId,
  PIPELINE_STATUSES,
  STATUS_EMAIL_TEMPLATES,
  type PipelineStage,
  type StatusChangeBody,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  applicationNotes,
  applications,
  applicationStages,
  candidates,
  candidateTodos,
  requisitions,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { AppError, appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { visibleApplications } from './scope.js';

const DAY = 86_400_000;

export interface StatusChange extends StatusChangeBody {
  status: string;
}

export interface StatusChangeContext {
  tenant: Tenant;
  actor: StaffAccess;
  /** The career site's origin, for the dashboard link in the e-mail. */
  origin: string;
  now?: Date;
}

/** Checks what does not depend on the application: the stage, disposition and template. */
export function checkStatusChange(change: StatusChange) {
  const stage = findStage(change.status);
  if (!stage) throw appError('APPLICATION_STATUS_UNKNOWN', { field: 'status' });
  if (stage.needsDisposition) {
    if (change.dispositionId === undefined)
      throw appError('DISPOSITION_REQUIRED', { field: 'dispositionId' });
    const disposition = DISPOSITIONS.find((item) => item.dispositionId === change.dispositionId);
    if (disposition?.status !== stage.status)
      throw appError('DISPOSITION_INVALID', { field: 'dispositionId' });
  } else if (change.dispositionId !== undefined) {
    throw appError('DISPOSITION_INVALID', { field: 'dispositionId' });
  }
  if (
    change.emailTemplate !== undefined &&
    !STATUS_EMAIL_TEMPLATES.includes(change.emailTemplate)
  ) {
    throw appError('EMAIL_TEMPLATE_NOT_FOUND', { field: 'emailTemplate' });
  }
  return stage;
}

/** The change within the caller's transaction; false when the application is there already. */
export async function applyStatusChange(
  tx: Database,
  context: StatusChangeContext,
  applicationId: number,
  change: StatusChange,
): Promise<boolean> {
  const { tenant, actor } = context;
  const now = context.now ?? new Date();
  const stage = checkStatusChange(change);
  const [found] = await tx
    .select({ application: applications, jobTitle: requisitions.title, candidate: candidates })
    .from(applications)
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(visibleApplications(tx, actor), eq(applications.id, applicationId)))
    .limit(1)
    .for('update', { of: applications });
  if (!found) throw appError('APPLICATION_NOT_FOUND');
  const { application, candidate, jobTitle } = found;
  if (application.status === stage.status) return false;
  await moveToStage(tx, tenant.id, found, stage, change.dispositionId ?? null, now);
  if (change.note?.trim()) {
    await tx.insert(applicationNotes).values({
      tenantId: tenant.id,
      applicationId: application.id,
      staffUserId: actor.staffUserId,
      text: change.note.trim(),
      createdAt: now,
    });
  }
  if (change.emailTemplate) {
    const language = languageOfCodeId(candidate.languageCodeId ?? 0);
    await enqueueEmail(tx, {
      tenant,
      template: change.emailTemplate,
      language: language && tenant.languages.includes(language) ? language : tenant.defaultLanguage,
      recipient: candidate.email,
      values: {
        name: candidate.firstName ?? '',
        jobTitle,
        stage: stage.status,
        nextStep: stage.nextStep ?? '',
        link: `${context.origin}/profile/applications/`,
      },
    });
  }
  await recordAudit(
    tx,
    actor,
    {
      action: 'application.status',
      entityType: 'application',
      entityId: application.id,
      before: { status: application.status, dispositionId: application.dispositionId },
      after: {
        status: stage.status,
        dispositionId: change.dispositionId ?? null,
        emailTemplate: change.emailTemplate ?? null,
        todo: stage.todo !== null,
        note: Boolean(change.note?.trim()),
      },
    },
    now,
  );
  return true;
}

export async function changeApplicationStatus(
  db: Database,
  context: StatusChangeContext,
  applicationId: number,
  change: StatusChange,
): Promise<void> {
  await transaction(db, async (tx) => {
    if (!(await applyStatusChange(tx, context, applicationId, change))) {
      throw appError('APPLICATION_STATUS_UNCHANGED');
    }
  });
}

/** Bulk move: each application on its own, so one that cannot move does not stop the rest. */
export async function bulkChangeStatus(
  db: Database,
  context: StatusChangeContext,
  applicationIds: readonly number[],
  change: StatusChange,
): Promise<{ moved: number[]; skipped: number[] }> {
  checkStatusChange(change);
  const moved: number[] = [];
  const skipped: number[] = [];
  for (const applicationId of [...new Set(applicationIds)]) {
    const done = await transaction(db, (tx) =>
      applyStatusChange(tx, context, applicationId, change),
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'APPLICATION_NOT_FOUND') return false;
      throw error;
    });
    (done ? moved : skipped).push(applicationId);
  }
  return { moved, skipped };
}

export interface StageMoveSubject {
  application: typeof applications.$inferSelect;
  candidate: typeof candidates.$inferSelect;
  jobTitle: string;
}

/**
 * The move itself, for any cause (a staff change, an accepted offer): the stage on the
 * candidate's timeline with its next step, the status, a status activity in their feed and a
 * to-do when the stage asks something of them. Runs in the caller's transaction.
 */
export async function moveToStage(
  tx: Database,
  tenantId: number,
  { application, candidate, jobTitle }: StageMoveSubject,
  stage: PipelineStage,
  dispositionId: number | null,
  now: Date,
): Promise<void> {
  const owner = { tenantId, candidateId: candidate.id };
  const recorded = await tx
    .select({ id: applicationStages.id })
    .from(applicationStages)
    .where(
      and(
        eq(applicationStages.tenantId, tenantId),
        eq(applicationStages.applicationId, application.id),
      ),
    )
    .orderBy(asc(applicationStages.id))
    .limit(1);
  // The timeline keeps where the application was before its first move.
  if (recorded.length === 0) {
    await tx.insert(applicationStages).values({
      tenantId,
      applicationId: application.id,
      stage: application.status,
      occurredAt: application.applyDate,
      nextStep: null,
    });
  }
  await tx.insert(applicationStages).values({
    tenantId,
    applicationId: application.id,
    stage: stage.status,
    occurredAt: now,
    nextStep: stage.nextStep,
  });
  await tx
    .update(applications)
    .set({
      status: stage.status,
      statusId: PIPELINE_STATUSES.indexOf(stage.status) + 1,
      dispositionId,
      updatedAt: now,
    })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, application.id)));
  await addActivity(tx, tenantId, candidate.id, {
    contextType: 'application',
    type: 'status',
    status: 'created',
    activityData: `Your application for ${jobTitle} moved to ${stage.status}.`,
    createdDatetime: now,
  });
  if (stage.todo) {
    const notification = await addActivity(tx, tenantId, candidate.id, {
      contextType: 'application',
      type: 'notification',
      status: 'created',
      activityData: `${stage.todo.title} (${jobTitle})`,
      createdDatetime: now,
    });
    await tx.insert(candidateTodos).values({
      ...owner,
      title: stage.todo.title,
      description: `${jobTitle}: ${stage.todo.description}`,
      dueAt: new Date(now.getTime() + stage.todo.dueInDays * DAY),
      activityId: notification.id,
    });
  }
}
