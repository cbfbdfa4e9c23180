/**
 * The final submit of an apply attempt (decision 0015). In one transaction, with the attempt
 * row locked: every visible form must have been submitted; then the candidate is created
 * from the candidate-table answers (or the signed-in one updated), the grid forms become
 * records, the candidate form record and lead capture are written, apply flows get their
 * combined add application, the flow ends (locked, activation or welcome e-mail through the
 * outbox) and the attempt is marked completed. A resume the attempt held goes to the
 * candidate with its parsed XML (hand-over-held-resume.ts); who it acts for is
 * acting-candidate.ts. Any failure rolls all of it back: no candidate, no application, no e-mail, and the attempt stays as it was.
 */
import { eq, sql } from 'drizzle-orm';
import {
  FLOW_EMAIL_TEMPLATES,
  FLOW_TYPES,
  nextFormId,
  type CompletedAttempt,
  type FlowEmailTemplate,
  type FlowType,
} from '@talentgate/domain';
import { builtOncePer, driverEncoded } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { applyAttempts } from '../../db/schema.js';
import { settleAll } from '../../db/settle-all.js';
import { commitWith, transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { addApplicationTo } from '../applications/add-application.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { streamForms } from '../apply-streams/stream-forms-cache.js';
import {
  findAreasOfInterest,
  replaceAreasOfInterest,
} from '../area-of-interest/areas-of-interest.js';
import { addCandidateFormRecord } from '../candidate-flow/form-records.js';
import { addRecords } from '../candidate-records/record-store.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { captureLead } from '../folders/folders.js';
import { findRequisition } from '../jobs/find-requisition.js';
import { storeSubscriptions } from '../subscriptions/subscription-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { acceptForm } from './accept-form.js';
import {
  endFlow,
  newOrReturning,
  signedInCandidateId,
  updateSignedIn,
  type CompleteAttemptInput,
} from './acting-candidate.js';
import { routeAnswers } from './attempt-answers.js';
import { attemptSecretHash } from './attempt-secrets.js';
import { findAttemptWithStream, type AttemptWithStream } from './find-attempt.js';
import { keptAttempts } from './kept-attempts.js';
import { handOverHeldResume } from './hand-over-held-resume.js';
import { flowOutcome } from './flow-outcome.js';
import type { AttemptRow } from './start-attempt.js';

export interface CompletedAttemptResult extends CompletedAttempt {
  candidate: CandidateRow;
}

const isFlowType = (value: string): value is FlowType =>
  (FLOW_TYPES as readonly string[]).includes(value);

/** Every visible form submitted, else 409 STEP_OUT_OF_ORDER (the engine opens the missing one). */
function assertAllFormsSubmitted(attempt: AttemptRow, forms: readonly StreamFormRow[]): void {
  const ordered = forms.map((form) => ({
    applyFormId: form.applyFormId,
    skipNextFormWhen: form.config.formMetaData.skipNextFormWhen,
  }));
  if (nextFormId(ordered, new Set(attempt.completedFormIds), attempt.answers) !== null) {
    throw appError('STEP_OUT_OF_ORDER');
  }
}

/** Job-alert categories join the candidate's areas of interest (the job categories). */
async function addCategories(tx: Database, tenant: Tenant, candidateId: number, names: string[]) {
  if (names.length === 0) return;
  const stored = await findAreasOfInterest(tx, tenant.id, candidateId);
  const all = [...new Set([...stored.map((row) => row.areaOfInterest), ...names])];
  await replaceAreasOfInterest(
    tx,
    tenant.id,
    candidateId,
    all.map((areaOfInterest) => ({ usersId: null, areaOfInterest })),
    'categories',
  );
}

const EMAIL_SENT: Record<FlowEmailTemplate, CompletedAttempt['emailSent']> = {
  [FLOW_EMAIL_TEMPLATES.activation]: 'activation',
  [FLOW_EMAIL_TEMPLATES.welcome]: 'welcome',
};

/** The attempt is done: its answers and XML now live with the candidate, not twice. */
const markCompletedUpdate = builtOncePer((db) =>
  db
    .update(applyAttempts)
    .set({
      completedAt: driverEncoded('now'),
      candidateId: driverEncoded('candidateId'),
      answers: {},
      resumeXml: null,
      updatedAt: driverEncoded('now'),
      version: driverEncoded('version'),
    })
    .where(eq(applyAttempts.id, sql.placeholder('id')))
    .prepare('complete_attempt'),
);

async function markCompleted(tx: Database, attempt: AttemptRow, candidateId: number, now: Date) {
  await markCompletedUpdate(tx).execute({
    now,
    candidateId,
    version: attempt.version + 1,
    id: attempt.id,
  });
}

/**
 * The attempt as this process last wrote it (kept-attempts.ts) is trusted only once the
 * locked read shows the same version of it, on the same stream; until then nothing the
 * final submit wrote can commit.
 */
class StaleKeptAttempt extends Error {}

const sameVersion = (current: AttemptWithStream, kept: AttemptWithStream) =>
  current.attempt.id === kept.attempt.id &&
  current.attempt.version === kept.attempt.version &&
  current.stream.id === kept.stream.id &&
  current.stream.updatedAt.getTime() === kept.stream.updatedAt.getTime();

/**
 * The final submit from the attempt as found, in the caller's transaction. `confirmed`
 * answers the attempt as locked: awaited before the writes that need more than its answers.
 */
async function completeFound(
  tx: Database,
  tenant: Tenant,
  input: CompleteAttemptInput,
  now: Date,
  found: AttemptWithStream,
  confirmed: () => Promise<AttemptWithStream>,
): Promise<CompletedAttemptResult> {
  const { body } = input;
  const { stream } = found;
  // The last form sent with the final submit: saved as its own request would, in memory
  // only, since the attempt's answers are cleared when it completes.
  const lastForm = body.lastForm
    ? (await acceptForm(tx, tenant, found.attempt, stream, body.lastForm)).saved
    : null;
  const attempt = lastForm ? { ...found.attempt, ...lastForm } : found.attempt;
  const signedInId = signedInCandidateId(attempt, input.sessionCandidateId);
  const forms = await streamForms(tx, tenant, stream);
  assertAllFormsSubmitted(attempt, forms);
  if (!isFlowType(stream.flowType)) throw new Error(`unknown flow type ${stream.flowType}`);
  const outcome = flowOutcome(
    stream.flowType,
    attempt.requisitionId !== null,
    body.easyApply ?? false,
  );
  const routed = routeAnswers(forms, attempt.answers);
  // Read in the same round trip as the candidate's INSERT rather than after it. Its
  // failure is met where it is awaited, after the candidate's (the order users see).
  const requisition =
    outcome.application && attempt.requisitionId !== null
      ? findRequisition(tx, tenant, attempt.requisitionId)
      : null;
  requisition?.catch(() => undefined);
  const acting =
    signedInId === null
      ? await newOrReturning(tx, tenant, routed, input, outcome.contactMethod, now)
      : await updateSignedIn(tx, tenant, signedInId, routed, now);
  const { candidate } = acting;
  const owner = { tenantId: tenant.id, candidateId: candidate.id };
  // The row as locked: its held resume (an upload does not change the version).
  const locked = { ...(await confirmed()).attempt, ...lastForm };

  // Closed requisition (409 REQUISITION_CLOSED) or an application already there (409
  // ALREADY_APPLIED) reject here and roll everything back.
  const application = requisition?.then((found) =>
    addApplicationTo(
      tx,
      tenant,
      candidate.id,
      found,
      {},
      { easyApplyFlag: body.easyApply ? 't' : 'f' },
      now,
    ),
  );
  // Read, then replaced: two round trips, so before the last writes (commitWith).
  await addCategories(tx, tenant, candidate.id, routed.categories);
  const email = endFlow(tx, tenant, acting, input);
  // Independent of each other once the candidate exists: sent together (settle-all.ts). A
  // new candidate's cannot meet a row already there (an application, a form record), so
  // the COMMIT goes with them (commitWith); nothing is issued after them.
  const lastWrites = [
    ...(acting.followUps ?? []),
    addRecords(
      tx,
      owner,
      routed.records.flatMap(({ kind, rows }) => rows.map((fields) => ({ kind, fields }))),
    ),
    handOverHeldResume(
      tx,
      tenant,
      locked,
      { candidateId: candidate.id, ownsProfile: acting.newCandidate || acting.signedIn },
      now,
    ),
    // The payload rules of spec 1 §5 apply here as on the preferences page.
    routed.subscriptionChoices.length > 0
      ? storeSubscriptions(tx, tenant.id, candidate.id, routed.subscriptionChoices)
      : null,
    addCandidateFormRecord(tx, tenant.id, candidate.id, {
      applyStreamId: stream.key,
      hostUrl: body.pageUrl,
      eventId: body.eventId,
    }),
    // Lead capture (spec 2 §3 "Lead capture / folder"): a folder_id that is not one of
    // the tenant's live folders is skipped rather than failing the whole submission.
    outcome.leadCapture || body.folderId !== undefined
      ? captureLead(tx, owner, {
          requisitionId: outcome.leadCapture ? attempt.requisitionId : null,
          folderIds: body.folderId === undefined ? [] : [body.folderId],
        })
      : null,
    application ?? null,
    email,
    markCompleted(tx, locked, candidate.id, now),
  ];
  await (acting.newCandidate ? commitWith(tx, lastWrites) : settleAll(lastWrites));
  const emailSent = await email;
  return {
    candidate,
    candidateId: candidate.id,
    applicationId: (await application)?.id ?? null,
    newCandidate: acting.newCandidate,
    emailSent: emailSent ? EMAIL_SENT[emailSent] : null,
  };
}

/**
 * With the attempt this process last wrote, the locked read goes out with the candidate's
 * INSERT instead of a round trip before it (decision 0025). Any answer, success or refusal,
 * stands only if the locked row is that version; otherwise StaleKeptAttempt.
 */
async function completeKept(
  tx: Database,
  tenant: Tenant,
  input: CompleteAttemptInput,
  now: Date,
  kept: AttemptWithStream,
): Promise<CompletedAttemptResult> {
  const locked = findAttemptWithStream(tx, tenant, input.secret, now, { forUpdate: true });
  locked.catch(() => undefined);
  const confirmed = async () => {
    const current = await locked.catch(() => null);
    if (current === null || !sameVersion(current, kept)) throw new StaleKeptAttempt();
    return current;
  };
  try {
    return await completeFound(tx, tenant, input, now, kept, confirmed);
  } catch (error) {
    await confirmed();
    throw error;
  }
}

export async function completeAttempt(
  db: Database,
  tenant: Tenant,
  input: CompleteAttemptInput,
  now = new Date(),
): Promise<CompletedAttemptResult> {
  const secretHash = attemptSecretHash(input.secret);
  const kept = keptAttempts.get(tenant.id, secretHash);
  // A completed attempt takes no more saves: nothing of it is worth keeping in this process.
  keptAttempts.forget(tenant.id, secretHash);
  if (kept && kept.attempt.completedAt === null && kept.attempt.expiresAt > now) {
    try {
      return await transaction(db, (tx) => completeKept(tx, tenant, input, now, kept));
    } catch (error) {
      // Rolled back: the attempt changed since this process wrote it. Read it first.
      if (!(error instanceof StaleKeptAttempt)) throw error;
    }
  }
  return transaction(db, async (tx) => {
    const found = await findAttemptWithStream(tx, tenant, input.secret, now, {
      forUpdate: true,
    });
    return completeFound(tx, tenant, input, now, found, () => Promise.resolve(found));
  });
}
