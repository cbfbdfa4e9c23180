/**
 * Gives a candidate a row in every table that can hold data about them, each carrying one
 * of their personal values where a column can hold one, so export and erasure tests see the
 * whole footprint: rows reached through another row (application stages, continue links,
 * the bytes of an attachment) included.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import {
  applications,
  applicationStages,
  applyAttemptLinks,
  applyAttempts,
  applyStreams,
  identityProviders,
  socialLinks,
  socialPendingMerges,
  socialSignInStates,
  candidateActivities,
  candidateAddresses,
  candidateAreasOfInterest,
  backgroundOrders,
  candidateAssessments,
  screeningAnswers,
  screeningGeneralQuestions,
  screeningQuestionGroups,
  candidateFormRecords,
  candidateOptins,
  candidateRecords,
  candidateSubscriptions,
  candidateTodos,
  eventRegistrants,
  events,
  jobAlertCriteria,
  jobAlertDeliveries,
  folderCandidates,
  interviewBookings,
  interviewInvitations,
  interviews,
  interviewSlots,
  loginFailures,
  offerApprovals,
  offers,
  onboardingData,
  onboardingDependents,
  onboardingEmergencyContacts,
  onboardingForms,
  onboardingI9,
  onboardingI9Preparers,
  onboardingW4,
  oneTimeCodes,
  outboxEmails,
  smsOutbox,
  transactionLog,
} from '../db/schema.js';
import { KeyRing } from '../modules/sensitive-data/key-ring.js';
import { SensitiveData } from '../modules/sensitive-data/sensitive-data.js';
import { testConfig } from './app.js';
import {
  insertAttachment,
  type AttachmentHolder,
} from '../modules/attachments/attachment-store.js';
import { PostgresFileStore } from '../modules/attachments/file-store.js';
import type { Owner } from '../modules/auth/signed-in-owner.js';
import type { CandidateRow } from '../modules/candidates/find-candidate.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { startOnboarding } from '../modules/onboarding/start-onboarding.js';
import { importOnboardingStream } from './apply-streams.js';
import { createFolder, createJob } from './factories.js';

let sequence = 0;

/** The rows that are not found by candidate_id, for tests to look them up after an erasure. */
export interface Footprint {
  applicationId: number;
  applyAttemptId: number;
  /** The attachment's storage key: its bytes are the stored_files row with this key. */
  storageKey: string;
  /** The resume the unfinished apply attempt holds (no candidate_id): its bytes' key. */
  heldStorageKey: string;
}

const DAY = 86_400_000;

const fullName = (candidate: CandidateRow) =>
  `${candidate.firstName ?? ''} ${candidate.lastName ?? ''}`.trim();

/** An interview invitation to a slot, booked (issue 24): the slot itself is no one's data. */
async function giveInterviewBooking(
  db: Database,
  owner: Owner,
  applicationId: number,
  requisitionId: number,
): Promise<void> {
  const startsAt = new Date(Date.now() + 2 * DAY);
  const [slot] = await db
    .insert(interviewSlots)
    .values({
      tenantId: owner.tenantId,
      requisitionId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY / 24),
      timeZone: 'Europe/Paris',
    })
    .returning();
  const [invitation] = await db
    .insert(interviewInvitations)
    .values({
      ...owner,
      applicationId,
      title: 'First interview',
      timeZone: 'Europe/Paris',
      expiresAt: new Date(startsAt.getTime() + DAY),
    })
    .returning();
  if (!slot || !invitation) throw new Error('interview invitation not created');
  await db
    .insert(interviewBookings)
    .values({ ...owner, invitationId: invitation.id, slotId: slot.id });
}

/** A seat at an event (decision 0046), checked in. */
async function giveEventRegistration(db: Database, owner: Owner): Promise<void> {
  const startsAt = new Date(Date.now() + 3 * DAY);
  const [event] = await db
    .insert(events)
    .values({
      tenantId: owner.tenantId,
      key: `footprint-${randomUUID()}`,
      title: { en: 'Open house' },
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY / 8),
      timeZone: 'Europe/Paris',
      place: 'Paris',
      capacity: 5,
      seatsTaken: 1,
      applyStreamKey: 'event-registration',
    })
    .returning();
  if (!event) throw new Error('event not created');
  await db.insert(eventRegistrants).values({
    ...owner,
    eventId: event.id,
    statusName: 'Attended',
    registeredAt: new Date(),
    statusAt: new Date(),
  });
}

/** Dashboard rows (spec 1): subscriptions, opt-in, interviews, offers, to-dos, forms… */
async function giveDashboardRows(
  db: Database,
  owner: Owner,
  candidate: CandidateRow,
  applicationId: number,
): Promise<void> {
  const name = fullName(candidate);
  await db
    .insert(candidateSubscriptions)
    .values({ ...owner, communicationType: 'job_alert', channel: 'email', subscribed: true });
  await db
    .insert(candidateOptins)
    .values({ ...owner, consentDate: new Date(), termsAndPolicy: `Accepted by ${name}` });
  await db.insert(applicationStages).values({
    tenantId: owner.tenantId,
    applicationId,
    stage: 'Interview',
    occurredAt: new Date(),
    nextStep: `Call ${name} on ${candidate.phone1 ?? ''}`,
  });
  await db.insert(interviews).values({
    ...owner,
    applicationId,
    title: `Interview with ${name}`,
    scheduledAt: new Date(Date.now() + DAY),
    mode: 'phone',
    location: candidate.phone1 ?? '',
    notes: `${name} prefers mornings`,
  });
  const [offer] = await db
    .insert(offers)
    .values({ ...owner, applicationId, title: 'Gardener', details: `Dear ${name}, welcome` })
    .returning({ id: offers.id });
  if (offer)
    await db.insert(offerApprovals).values({
      ...owner,
      offerId: offer.id,
      round: 1,
      sortOrder: 0,
      staffName: 'An approver',
      decision: 'approved',
      comment: `Approved for ${name}`,
    });
  await db
    .insert(candidateTodos)
    .values({ ...owner, title: 'Documents', description: `${name}: bring your passport` });
  await db.insert(onboardingForms).values({ ...owner, formName: `Tax form of ${name}` });
  await db.insert(candidateAssessments).values({
    ...owner,
    vendorPositionCode: 'GARDEN-1',
    positionLabel: 'Gardener',
    url: `https://assess.example.test/?who=${encodeURIComponent(candidate.email)}`,
  });
  await db.insert(backgroundOrders).values({
    ...owner,
    applicationId,
    provider: 'simulated',
    providerReference: `sim-${candidate.email}`,
    packageCode: 'basic',
    packageName: 'Basic',
    status: 'completed',
    result: 'consider',
    summary: `A record was found for ${name}`,
  });
  await db.insert(candidateAddresses).values({
    ...owner,
    addressType: 'home',
    line1: `${name}, 12 Fern Row`,
    city: candidate.city ?? 'Nowhere',
    zip: candidate.zip ?? '',
    country: 'US',
  });
  await db.insert(transactionLog).values({
    ...owner,
    action: 'profile-update',
    detail: `Phone set to ${candidate.phone1 ?? ''}`,
  });
}

/** An SSN and a document number (encrypted), a one-time code and the SMS that carried it. */
async function giveSensitiveRows(db: Database, owner: Owner, candidate: CandidateRow) {
  const sensitive = new SensitiveData(new KeyRing(testConfig().masterKeys));
  await sensitive.save(db, owner, { field: 'ssn', kind: 'ssn', value: '123-45-6789' });
  await sensitive.save(db, owner, {
    field: 'i9.listA.documentNumber',
    kind: 'documentNumber',
    value: `P${candidate.id}5550100`,
  });
  const phone = candidate.phone1 ?? '5125550100';
  await db.insert(oneTimeCodes).values({
    ...owner,
    purpose: 'onboarding',
    phone,
    codeHash: createHash('sha256').update(randomUUID()).digest('base64url'),
    expiresAt: new Date(Date.now() + 600_000),
  });
  await db
    .insert(smsOutbox)
    .values({ ...owner, recipient: phone, body: `${fullName(candidate)}, your code is 123456` });
}

/**
 * An attachment: its metadata, and its bytes in the file store, both naming the candidate.
 * Held by the candidate, or by their unfinished apply attempt (a resume given in the flow).
 */
async function giveAttachment(
  db: Database,
  owner: AttachmentHolder,
  candidate: CandidateRow,
): Promise<string> {
  const name = fullName(candidate);
  const bytes = Buffer.from(
    `Curriculum vitae of ${name}\n${candidate.email}\n${candidate.phone1 ?? ''}\n`,
    'utf8',
  );
  const storageKey = randomUUID();
  await new PostgresFileStore(db).put(owner.tenantId, storageKey, bytes);
  await insertAttachment(db, owner, {
    name: `${name} CV.txt`,
    contentType: 'text/plain',
    attachmentType: 'resume',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey,
  });
  return storageKey;
}

/**
 * An onboarding started for the application (the demo onboarding stream, its e-mail in the
 * outbox), with a record in each of its tables naming the person.
 */
async function giveOnboarding(
  db: Database,
  tenant: Tenant,
  candidate: CandidateRow,
  applicationId: number,
): Promise<void> {
  await importOnboardingStream(db, tenant);
  await startOnboarding(db, { tenant, origin: 'http://localhost:3000' }, applicationId);
  const name = fullName(candidate);
  const record = { tenantId: tenant.id, candidateId: candidate.id, applicationId };
  await db.insert(onboardingData).values({ ...record, answers: { agree: 't', signature: name } });
  await db.insert(onboardingW4).values({ ...record, answers: { filingStatus: 'single' } });
  await db.insert(onboardingI9).values({ ...record, answers: { citizenshipStatus: 'citizen' } });
  for (const rows of [onboardingEmergencyContacts, onboardingDependents, onboardingI9Preparers]) {
    await db.insert(rows).values({ ...record, answers: { contactName: `Family of ${name}` } });
  }
}

export async function giveCandidateFootprint(
  db: Database,
  tenant: Tenant,
  candidate: CandidateRow,
): Promise<Footprint> {
  sequence += 1;
  const name = fullName(candidate);
  const { requisition, job } = await createJob(db, tenant);
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
  await db.insert(jobAlertCriteria).values({
    ...owner,
    locations: [candidate.city ?? 'Leeds'],
    keywords: `${name} favourite roles`,
    confirmedAt: new Date(),
  });
  await db.insert(jobAlertDeliveries).values({ ...owner, jobId: job.id });
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
  const [application] = await db
    .insert(applications)
    .values({
      ...owner,
      requisitionId: requisition.id,
      status: 'submitted',
      sfxApplicationMethod: 'web',
      applyDate: new Date(),
      applicationType: 'E',
    })
    .returning();
  if (!application) throw new Error('application not created');
  // A screening answer answers one of the tenant's questions (free text naming the person).
  const [group] = await db
    .insert(screeningQuestionGroups)
    .values({
      tenantId: tenant.id,
      key: `g-${sequence}-${candidate.id}`,
      name: 'General',
      sortOrder: 1,
    })
    .returning({ id: screeningQuestionGroups.id });
  if (!group) throw new Error('question group not created');
  const [question] = await db
    .insert(screeningGeneralQuestions)
    .values({
      tenantId: tenant.id,
      questionGroupId: group.id,
      key: `q-${sequence}-${candidate.id}`,
      text: 'Anything else?',
      textTranslations: {},
      type: 'text',
      sortOrder: 1,
    })
    .returning({ id: screeningGeneralQuestions.id });
  if (!question) throw new Error('question not created');
  await db.insert(screeningAnswers).values({
    ...owner,
    applicationId: application.id,
    requisitionId: requisition.id,
    generalQuestionId: question.id,
    answer: `${name} likes gardens`,
  });
  const [attempt] = await db
    .insert(applyAttempts)
    .values({
      tenantId: tenant.id,
      candidateId: candidate.id,
      secretHash: `attempt-hash-${sequence}-${candidate.id}`,
      applyStreamId: stream.id,
      requisitionId: requisition.id,
      answers: { '1': { email: candidate.email, phone1: candidate.phone1, city: candidate.city } },
      resumeXml: `<resume><contact><full>${name}</full></contact></resume>`,
      expiresAt: new Date(Date.now() + DAY),
    })
    .returning();
  if (!attempt) throw new Error('apply attempt not created');
  // A continue link holds only a hash: the erasure test checks it went with the attempt.
  await db.insert(applyAttemptLinks).values({
    tenantId: tenant.id,
    attemptId: attempt.id,
    secretHash: `continue-hash-${sequence}-${candidate.id}`,
    expiresAt: new Date(Date.now() + DAY),
  });
  await giveDashboardRows(db, owner, candidate, application.id);
  await giveOnboarding(db, tenant, candidate, application.id);
  await giveInterviewBooking(db, owner, application.id, requisition.id);
  await giveEventRegistration(db, owner);
  await giveSensitiveRows(db, owner, candidate);
  const storageKey = await giveAttachment(db, owner, candidate);
  const heldStorageKey = await giveAttachment(
    db,
    { tenantId: tenant.id, attemptId: attempt.id },
    candidate,
  );
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
  // A sign-in method linked at a provider, and a merge waiting for the owner's proof.
  const [provider] = await db
    .insert(identityProviders)
    .values({
      tenantId: tenant.id,
      key: `footprint-google-${sequence}`,
      kind: 'googleplus',
      settings: {
        key: `footprint-google-${sequence}`,
        kind: 'googleplus',
        label: 'Google',
        issuer: 'https://accounts.google.example',
        clientId: 'footprint',
        clientSecretEnv: 'IDP_SECRET_FOOTPRINT',
      },
    })
    .returning();
  if (!provider) throw new Error('identity provider not created');
  await db.insert(socialLinks).values({
    ...owner,
    providerId: provider.id,
    issuer: 'https://accounts.google.example',
    subject: `google-${candidate.id}`,
    email: candidate.uname,
  });
  await db.insert(socialPendingMerges).values({
    ...owner,
    providerId: provider.id,
    issuer: 'https://accounts.google.example',
    subject: `pending-${candidate.id}`,
    email: candidate.uname,
    source: 'sign-in',
    secretHash: createHash('sha256').update(randomUUID()).digest('base64url'),
    expiresAt: new Date(Date.now() + 60_000),
  });
  // A provider link the candidate started from the dashboard and has not finished.
  await db.insert(socialSignInStates).values({
    ...owner,
    providerId: provider.id,
    stateHash: createHash('sha256').update(randomUUID()).digest('base64url'),
    nonce: randomUUID(),
    codeVerifier: randomUUID(),
    redirectUri: 'https://jobs.example.test/cognito-callback/',
    source: 'sign-in',
    expiresAt: new Date(Date.now() + 60_000),
  });
  return { applicationId: application.id, applyAttemptId: attempt.id, storageKey, heldStorageKey };
}
