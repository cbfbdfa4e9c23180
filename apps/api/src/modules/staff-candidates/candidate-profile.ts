/**
 * One candidate as staff read them: profile with the applications the user sees and the
 * folders holding them; their records; their documents; their activity and transaction log;
 * the e-mails sent to them (communication log, from the outbox). Each first checks that the
 * candidate is one the user sees (else 404).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  CommunicationLog,
  StaffCandidateLog,
  StaffCandidateProfile,
  StaffCandidateRecords,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  applications,
  attachments,
  candidateActivities,
  candidateRecords,
  candidates,
  folderCandidates,
  folders,
  outboxEmails,
  requisitions,
  transactionLog,
} from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { visibleApplications } from '../staff-applications/scope.js';
import { applicationListColumns } from '../../stores/application-search-store.js';
import { presentItem } from '../staff-applications/search-applications.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findVisibleCandidate } from './scope.js';

const LOG_LIMIT = 200;

export async function candidateProfile(
  db: Database,
  actor: StaffAccess,
  candidateId: number,
): Promise<StaffCandidateProfile> {
  const candidate = await findVisibleCandidate(db, actor, candidateId);
  const applied = await db
    .select(applicationListColumns)
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .where(and(visibleApplications(db, actor), eq(applications.candidateId, candidateId)))
    .orderBy(desc(applications.applyDate));
  const held = await db
    .select({
      folderId: folders.id,
      name: folders.name,
      type: folders.type,
      requisitionId: folders.requisitionId,
    })
    .from(folderCandidates)
    .innerJoin(folders, eq(folders.id, folderCandidates.folderId))
    .where(
      and(
        eq(folderCandidates.tenantId, actor.tenantId),
        eq(folderCandidates.candidateId, candidateId),
      ),
    )
    .orderBy(asc(folders.id));
  return {
    candidateId: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    phone1: candidate.phone1,
    city: candidate.city,
    state: candidate.state,
    country: candidate.country,
    zip: candidate.zip,
    createdAt: candidate.createdAt.getTime(),
    applications: applied.map(presentItem),
    folders: held,
  };
}

export async function candidateRecordsOf(
  db: Database,
  actor: StaffAccess,
  candidateId: number,
): Promise<StaffCandidateRecords> {
  await findVisibleCandidate(db, actor, candidateId);
  const rows = await db
    .select({
      recordId: candidateRecords.id,
      kind: candidateRecords.kind,
      fields: candidateRecords.fields,
    })
    .from(candidateRecords)
    .where(
      and(
        eq(candidateRecords.tenantId, actor.tenantId),
        eq(candidateRecords.candidateId, candidateId),
      ),
    )
    .orderBy(asc(candidateRecords.kind), asc(candidateRecords.id));
  return rows;
}

export async function candidateDocuments(db: Database, actor: StaffAccess, candidateId: number) {
  await findVisibleCandidate(db, actor, candidateId);
  return db
    .select({
      attachmentId: attachments.id,
      name: attachments.name,
      attachmentType: attachments.attachmentType,
      contentType: attachments.contentType,
      size: attachments.size,
    })
    .from(attachments)
    .where(and(eq(attachments.tenantId, actor.tenantId), eq(attachments.candidateId, candidateId)))
    .orderBy(desc(attachments.createdAt));
}

export async function findCandidateDocument(
  db: Database,
  actor: StaffAccess,
  candidateId: number,
  attachmentId: number,
) {
  await findVisibleCandidate(db, actor, candidateId);
  const [document] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, actor.tenantId),
        eq(attachments.candidateId, candidateId),
        eq(attachments.id, attachmentId),
      ),
    )
    .limit(1);
  if (!document) throw appError('ATTACHMENT_NOT_FOUND');
  return document;
}

export async function candidateLog(
  db: Database,
  actor: StaffAccess,
  candidateId: number,
): Promise<StaffCandidateLog> {
  await findVisibleCandidate(db, actor, candidateId);
  const activities = await db
    .select()
    .from(candidateActivities)
    .where(
      and(
        eq(candidateActivities.tenantId, actor.tenantId),
        eq(candidateActivities.candidateId, candidateId),
      ),
    )
    .orderBy(desc(candidateActivities.createdDatetime), desc(candidateActivities.id))
    .limit(LOG_LIMIT);
  const transactions = await db
    .select()
    .from(transactionLog)
    .where(
      and(eq(transactionLog.tenantId, actor.tenantId), eq(transactionLog.candidateId, candidateId)),
    )
    .orderBy(desc(transactionLog.createdAt), desc(transactionLog.id))
    .limit(LOG_LIMIT);
  return {
    activities: activities.map((row) => ({
      activityId: row.id,
      contextType: row.contextType,
      type: row.type,
      status: row.status,
      activityData: row.activityData,
      createdAt: row.createdDatetime.getTime(),
    })),
    transactions: transactions.map((row) => ({
      transactionId: row.id,
      action: row.action,
      detail: row.detail,
      createdAt: row.createdAt.getTime(),
    })),
  };
}

/**
 * The e-mails to the candidate's address, newest first. Subjects only: a body may hold a
 * password link (never shown to staff).
 */
export async function communicationLog(
  db: Database,
  actor: StaffAccess,
  candidateId: number,
): Promise<CommunicationLog> {
  const candidate = await findVisibleCandidate(db, actor, candidateId);
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.tenantId, actor.tenantId), eq(outboxEmails.recipient, candidate.email)),
    )
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(LOG_LIMIT);
  return rows.map((row) => ({
    emailId: row.id,
    template: row.template,
    language: row.language,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.getTime(),
    sentAt: row.sentAt?.getTime() ?? null,
  }));
}
