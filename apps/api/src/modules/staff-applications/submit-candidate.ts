/**
 * A recruiter submits a candidate to an open requisition they see (issue 20): the candidate
 * is found by e-mail in the tenant or created (not activated: they can claim the account by
 * the forgot-password link), and the application records who submitted it. Vendors submit
 * through their portal (modules/vendors, decision 0051), which records their vendor.
 */
import { normalizeUname, type CandidateSubmission } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import { addApplication } from '../applications/add-application.js';
import { findCandidateByUname } from '../candidates/find-candidate.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findStaffRequisition } from '../staff-requisitions/find-staff-requisition.js';
import type { Tenant } from '../tenants/find-tenant.js';

export async function submitCandidate(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  input: CandidateSubmission,
): Promise<number> {
  return transaction(db, async (tx) => {
    const requisition = await findStaffRequisition(tx, actor, input.requisitionId);
    if (requisition.status !== 'open')
      throw appError('REQUISITION_CLOSED', { field: 'requisitionId' });
    const uname = normalizeUname(input.email);
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
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            phone1: input.phone1 ?? null,
            locked: 't',
          })
          .returning({ id: candidates.id })
      )[0]?.id;
    if (candidateId === undefined) throw new Error('candidate not created');
    const application = await addApplication(
      tx,
      tenant,
      candidateId,
      {
        requisitionId: requisition.id,
        candidateId,
        submissionSource: 'Recruiter',
        sfxApplicationSource: actor.name,
      },
      {},
      new Date(),
      { submittedByStaffId: actor.staffUserId },
    );
    await recordAudit(tx, actor, {
      action: 'application.submit',
      entityType: 'application',
      entityId: application.id,
      after: { requisitionId: requisition.id, candidateId, newCandidate: existing === null },
    });
    return application.id;
  });
}
