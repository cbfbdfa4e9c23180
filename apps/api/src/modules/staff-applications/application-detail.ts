/**
 * One application as staff read it: the candidate's contact details, the timeline, the
 * apply forms' answers, the candidate's documents (downloaded through the attachment
 * store, with the same headers as the candidate's own download), staff notes, and the
 * resume rendered from its XML (docs/resume-xml.md).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationNote, StaffApplicationDetail } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  applicationNotes,
  applications,
  applicationStages,
  attachments,
  candidates,
  requisitions,
  staffUsers,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import { resumeXmlToHtml } from '../resume-parsing/resume-html.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { applicationListColumns } from '../../stores/application-search-store.js';
import { presentItem } from './search-applications.js';
import { visibleApplications } from './scope.js';

export async function findVisibleApplication(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
) {
  const [row] = await db
    .select({ ...applicationListColumns, answers: applications.answers })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .where(and(visibleApplications(db, actor), eq(applications.id, applicationId)))
    .limit(1);
  if (!row) throw appError('APPLICATION_NOT_FOUND');
  return row;
}

async function notesOf(
  db: Database,
  tenantId: number,
  applicationId: number,
): Promise<ApplicationNote[]> {
  const rows = await db
    .select({
      id: applicationNotes.id,
      text: applicationNotes.text,
      createdAt: applicationNotes.createdAt,
      authorName: staffUsers.name,
    })
    .from(applicationNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, applicationNotes.staffUserId))
    .where(
      and(
        eq(applicationNotes.tenantId, tenantId),
        eq(applicationNotes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return rows.map((row) => ({
    noteId: row.id,
    text: row.text,
    authorName: row.authorName ?? '',
    createdAt: row.createdAt.getTime(),
  }));
}

export async function applicationDetail(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
): Promise<StaffApplicationDetail> {
  const row = await findVisibleApplication(db, actor, applicationId);
  const [candidate] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, actor.tenantId), eq(candidates.id, row.candidateId)))
    .limit(1);
  if (!candidate) throw appError('APPLICATION_NOT_FOUND');
  const stages = await db
    .select()
    .from(applicationStages)
    .where(
      and(
        eq(applicationStages.tenantId, actor.tenantId),
        eq(applicationStages.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationStages.occurredAt), asc(applicationStages.id));
  const documents = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.tenantId, actor.tenantId), eq(attachments.candidateId, candidate.id)))
    .orderBy(asc(attachments.id));
  return {
    application: presentItem(row),
    candidate: {
      candidateId: candidate.id,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      email: candidate.email,
      phone1: candidate.phone1,
      city: candidate.city,
      country: candidate.country,
    },
    timeline:
      stages.length > 0
        ? stages.map((stage) => ({
            stage: stage.stage,
            date: stage.occurredAt.getTime(),
            nextStep: stage.nextStep,
          }))
        : [{ stage: row.status, date: row.applyDate.getTime(), nextStep: null }],
    answers: row.answers,
    documents: documents.map((document) => ({
      attachmentId: document.id,
      name: document.name,
      attachmentType: document.attachmentType,
      contentType: document.contentType,
      size: document.size,
    })),
    notes: await notesOf(db, actor.tenantId, applicationId),
    resumeHtml: candidate.resume ? resumeXmlToHtml(candidate.resume) : null,
  };
}

/** A document of the application's candidate; another candidate's is not found. */
export async function findApplicationDocument(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
  attachmentId: number,
) {
  const row = await findVisibleApplication(db, actor, applicationId);
  const [document] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, actor.tenantId),
        eq(attachments.candidateId, row.candidateId),
        eq(attachments.id, attachmentId),
      ),
    )
    .limit(1);
  if (!document) throw appError('ATTACHMENT_NOT_FOUND');
  return document;
}

export async function addNote(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
  text: string,
): Promise<ApplicationNote[]> {
  return transaction(db, async (tx) => {
    await findVisibleApplication(tx, actor, applicationId);
    const [note] = await tx
      .insert(applicationNotes)
      .values({
        tenantId: actor.tenantId,
        applicationId,
        staffUserId: actor.staffUserId,
        text: text.trim(),
      })
      .returning({ id: applicationNotes.id });
    // The note's text is about the candidate: the log keeps that a note was written, not what.
    await recordAudit(tx, actor, {
      action: 'application.note',
      entityType: 'application',
      entityId: applicationId,
      after: { noteId: note?.id ?? null },
    });
    return notesOf(tx, actor.tenantId, applicationId);
  });
}
