/**
 * The vendor portal (issue 27, decision 0051): what a vendor's user sees and does. Their
 * requisitions are the open ones given to their vendor; their submissions are the vendor's
 * (view group 'vendor') or their own ('own'). Anything else is not found: another vendor's
 * requisition or submission answers 404, as a requisition of another tenant does.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type {
  PortalRequisition,
  PortalSubmission,
  PortalSubmissionFields,
} from '@talentgate/domain';
import { normalizeUname, type AttachmentLimits } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  applications,
  candidates,
  requisitions,
  staffUsers,
  vendorRequisitions,
  type ApplicationAnswer,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import { addApplication } from '../applications/add-application.js';
import { PostgresFileStore } from '../attachments/file-store.js';
import { uploadAttachment } from '../attachments/upload-attachment.js';
import type { VirusScanner } from '../attachments/virus-scan.js';
import { findCandidateByUname } from '../candidates/find-candidate.js';
import type { StaffAccess, VendorMembership } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';

/** The portal's caller: a staff user of an active vendor. */
export interface PortalActor {
  actor: StaffAccess;
  vendor: VendorMembership;
}

/** The vendor's user, or 403: the portal is for an active vendor's users only. */
export function portalActorOf(actor: StaffAccess): PortalActor {
  if (!actor.vendor) throw appError('VENDOR_USER_REQUIRED');
  if (!actor.vendor.active) throw appError('VENDOR_INACTIVE');
  return { actor, vendor: actor.vendor };
}

/** Open requisitions given to the vendor. */
function givenOpenRequisitions({ actor, vendor }: PortalActor): SQL {
  const tenant = eq(requisitions.tenantId, actor.tenantId);
  return (
    and(
      tenant,
      eq(requisitions.status, 'open'),
      eq(vendorRequisitions.vendorId, vendor.vendorId),
    ) ?? tenant
  );
}

type RequisitionRow = typeof requisitions.$inferSelect;

const presentRequisition = (row: RequisitionRow): PortalRequisition => ({
  requisitionId: row.id,
  title: row.title,
  category: row.category,
  city: row.posting?.city ?? '',
  country: row.posting?.country ?? '',
  employmentType: row.posting?.employmentType ?? '',
  summary: row.posting?.summary ?? '',
  description: row.posting?.description ?? '',
});

export async function listPortalRequisitions(
  db: Database,
  caller: PortalActor,
): Promise<PortalRequisition[]> {
  const rows = await db
    .select({ requisition: requisitions })
    .from(requisitions)
    .innerJoin(vendorRequisitions, eq(vendorRequisitions.requisitionId, requisitions.id))
    .where(givenOpenRequisitions(caller))
    .orderBy(desc(requisitions.updatedAt), desc(requisitions.id));
  return rows.map((row) => presentRequisition(row.requisition));
}

async function findPortalRequisitionRow(
  db: Database,
  caller: PortalActor,
  requisitionId: number,
): Promise<RequisitionRow> {
  const [row] = await db
    .select({ requisition: requisitions })
    .from(requisitions)
    .innerJoin(vendorRequisitions, eq(vendorRequisitions.requisitionId, requisitions.id))
    .where(and(givenOpenRequisitions(caller), eq(requisitions.id, requisitionId)))
    .limit(1);
  if (!row) throw appError('REQUISITION_NOT_FOUND');
  return row.requisition;
}

export async function readPortalRequisition(
  db: Database,
  caller: PortalActor,
  requisitionId: number,
): Promise<PortalRequisition> {
  return presentRequisition(await findPortalRequisitionRow(db, caller, requisitionId));
}

/** The form the submission's answers are kept under, as staff read them. */
const SUBMISSION_FORM = 'Vendor submission';

export interface PortalSubmissionInput {
  fields: PortalSubmissionFields;
  resume: { fileName: string; bytes: Buffer };
}

export interface PortalUploads {
  limits: AttachmentLimits;
  scanner: VirusScanner | null;
}

/**
 * Submits a candidate: found by e-mail in the tenant or created (not activated: they can
 * claim the account by the forgot-password link), the application recording the vendor as
 * its source, and the resume kept on the candidate, all in one transaction. What the vendor
 * typed is kept as the application's answers, which is all the portal shows of the person
 * (an existing candidate's own details are never shown to the vendor). A candidate who has
 * applied to the requisition already answers 409 ALREADY_APPLIED: the duplicate-submission
 * rule of agency recruiting (decision 0051).
 */
export async function submitPortalCandidate(
  db: Database,
  tenant: Tenant,
  caller: PortalActor,
  requisitionId: number,
  input: PortalSubmissionInput,
  uploads: PortalUploads,
): Promise<number> {
  return transaction(db, async (tx) => {
    const requisition = await findPortalRequisitionRow(tx, caller, requisitionId);
    const uname = normalizeUname(input.fields.email);
    const firstName = input.fields.firstName.trim();
    const lastName = input.fields.lastName.trim();
    const existing = await findCandidateByUname(tx, tenant.id, uname);
    const candidateId =
      existing?.id ??
      (
        await tx
          .insert(candidates)
          .values({
            tenantId: tenant.id,
            uname,
            email: uname,
            firstName,
            lastName,
            phone1: input.fields.phone1,
            locked: 't',
          })
          .returning({ id: candidates.id })
      )[0]?.id;
    if (candidateId === undefined) throw new Error('candidate not created');
    const answers: ApplicationAnswer[] = [
      { form: SUBMISSION_FORM, field: 'vendor', value: caller.vendor.vendorName },
      { form: SUBMISSION_FORM, field: 'firstName', value: firstName },
      { form: SUBMISSION_FORM, field: 'lastName', value: lastName },
      { form: SUBMISSION_FORM, field: 'email', value: uname },
      { form: SUBMISSION_FORM, field: 'phone1', value: input.fields.phone1 },
    ];
    const application = await addApplication(
      tx,
      tenant,
      candidateId,
      {
        requisitionId: requisition.id,
        candidateId,
        submissionSource: 'Vendor',
        sfxApplicationSource: caller.vendor.vendorName,
      },
      {},
      new Date(),
      { submittedByStaffId: caller.actor.staffUserId, vendorId: caller.vendor.vendorId, answers },
    );
    await uploadAttachment(
      { db: tx, files: new PostgresFileStore(tx), scanner: uploads.scanner },
      { tenantId: tenant.id, candidateId },
      uploads.limits,
      {
        fileName: input.resume.fileName,
        attachmentType: 'resume',
        description: `Submitted by ${caller.vendor.vendorName}`,
        bytes: input.resume.bytes,
      },
    );
    await recordAudit(tx, caller.actor, {
      action: 'application.submit',
      entityType: 'application',
      entityId: application.id,
      after: {
        requisitionId: requisition.id,
        candidateId,
        vendorId: caller.vendor.vendorId,
        newCandidate: existing === null,
      },
    });
    return application.id;
  });
}

const answerOf = (answers: readonly ApplicationAnswer[], field: string) =>
  answers.find((answer) => answer.form === SUBMISSION_FORM && answer.field === field)?.value ?? '';

/** The view group's submissions, newest first, with the stage staff have moved them to. */
export async function listPortalSubmissions(
  db: Database,
  caller: PortalActor,
): Promise<PortalSubmission[]> {
  const { actor, vendor } = caller;
  const mine = and(
    eq(applications.tenantId, actor.tenantId),
    eq(applications.vendorId, vendor.vendorId),
    vendor.viewGroup === 'own' ? eq(applications.submittedByStaffId, actor.staffUserId) : undefined,
  );
  const rows = await db
    .select({
      applicationId: applications.id,
      requisitionId: applications.requisitionId,
      requisitionTitle: requisitions.title,
      answers: applications.answers,
      status: applications.status,
      submittedBy: staffUsers.name,
      applyDate: applications.applyDate,
    })
    .from(applications)
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .leftJoin(staffUsers, eq(staffUsers.id, applications.submittedByStaffId))
    .where(mine)
    .orderBy(desc(applications.applyDate), desc(applications.id))
    .limit(500);
  return rows.map((row) => ({
    applicationId: row.applicationId,
    requisitionId: row.requisitionId,
    requisitionTitle: row.requisitionTitle,
    firstName: answerOf(row.answers, 'firstName'),
    lastName: answerOf(row.answers, 'lastName'),
    email: answerOf(row.answers, 'email'),
    status: row.status,
    submittedBy: row.submittedBy ?? '',
    submittedAt: row.applyDate.getTime(),
  }));
}
