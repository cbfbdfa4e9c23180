/**
 * Gives a candidate a row in every table that can hold data about them, each carrying one
 * of their personal values, so export and erasure tests see the whole footprint.
 */
import type { Database } from '../db/client.js';
import {
  applications,
  applyAttempts,
  applyStreams,
  candidateActivities,
  candidateAreasOfInterest,
  candidateFormRecords,
  candidateRecords,
  folderCandidates,
  loginFailures,
  outboxEmails,
} from '../db/schema.js';
import type { CandidateRow } from '../modules/candidates/find-candidate.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { createFolder, createJob } from './factories.js';

let sequence = 0;

export async function giveCandidateFootprint(
  db: Database,
  tenant: Tenant,
  candidate: CandidateRow,
): Promise<void> {
  sequence += 1;
  const name = `${candidate.firstName ?? ''} ${candidate.lastName ?? ''}`.trim();
  const { requisition } = await createJob(db, tenant);
  const folder = await createFolder(db, tenant, { requisitionId: requisition.id });
  const [stream] = await db
    .insert(applyStreams)
    .values({ tenantId: tenant.id, key: `footprint-${sequence}`, name: 'Apply', flowType: 'apply' })
    .returning();
  if (!stream) throw new Error('stream not created');
  const owner = { tenantId: tenant.id, candidateId: candidate.id };

  await db.insert(candidateAreasOfInterest).values({ ...owner, areaOfInterest: `${name} topics` });
  await db.insert(candidateFormRecords).values({
    ...owner,
    applyStreamId: String(stream.id),
    hostUrl: `https://jobs.example.test/?who=${encodeURIComponent(candidate.email)}`,
  });
  await db.insert(folderCandidates).values({ ...owner, folderId: folder.id });
  await db.insert(candidateActivities).values({
    ...owner,
    contextType: 'candidate',
    type: 'summary',
    status: 'created',
    activityData: `Profile of ${name} created.`,
  });
  await db.insert(candidateRecords).values({
    ...owner,
    kind: 'professional-reference',
    fields: { name: `Reference of ${name}`, phone: candidate.phone1 ?? '' },
  });
  await db.insert(applications).values({
    ...owner,
    requisitionId: requisition.id,
    status: 'submitted',
    sfxApplicationMethod: 'web',
    applyDate: new Date(),
    applicationType: 'E',
  });
  await db.insert(applyAttempts).values({
    tenantId: tenant.id,
    candidateId: candidate.id,
    secretHash: `attempt-hash-${sequence}-${candidate.id}`,
    applyStreamId: stream.id,
    requisitionId: requisition.id,
    answers: { '1': { email: candidate.email, phone1: candidate.phone1, city: candidate.city } },
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(outboxEmails).values({
    tenantId: tenant.id,
    template: 'Welcome',
    language: 'en',
    recipient: candidate.email,
    subject: `Welcome ${name}`,
    textBody: `Hello ${name}, reset here: https://jobs.example.test/profile/reset-password/?token=live-secret-${sequence}`,
    status: 'sent',
    sentAt: new Date(),
  });
  await db
    .insert(loginFailures)
    .values({ tenantId: tenant.id, uname: candidate.uname, address: '203.0.113.9' });
}
