/**
 * The final submit of an apply attempt (decision 0015). In one transaction, with the attempt
 * row locked: every visible form must have been submitted; then the candidate is created
 * from the candidate-table answers (or the signed-in one updated), the application (apply
 * flows) with its screening (attempt-screening.ts) and assessments (create-assessments.ts), the grid forms' records, the resume the attempt held (hand-over-held-resume.ts),
 * subscriptions, the candidate form record and lead capture are written, the flow ends
 * (locked, activation or welcome e-mail through the outbox), an event campaign registers the
 * candidate (modules/campaigns), and the attempt is marked
 * completed. Who it acts for is acting-candidate.ts. Any failure rolls all of it back: no
 * candidate, no application, no e-mail, and the attempt stays as it was.
 */
import {
  applicationSourceOf,
  FLOW_EMAIL_TEMPLATES,
  FLOW_TYPES,
  nextFormId,
  resolveFeatureFlags,
  type CompleteAttemptBody,
  type CompletedAttempt,
  type FlowEmailTemplate,
  type FlowType,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { markAttemptCompleted, type SavedAttempt } from '../../stores/attempt-store.js';
import { saveAlertCriteria } from '../../stores/job-alert-store.js';
import { findSponsorCandidateId, keepFirstSponsor } from '../../stores/sponsor-store.js';
import { addApplication } from '../applications/add-application.js';
import { screenAttemptApplication } from '../screening/attempt-screening.js';
import { createApplicationAssessments } from '../assessments/create-assessments.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { streamForms } from '../apply-streams/stream-forms-cache.js';
import {
  findAreasOfInterest,
  replaceAreasOfInterest,
} from '../area-of-interest/areas-of-interest.js';
import { findCampaignLanding } from '../campaigns/campaign-landing.js';
import { registerForEvent } from '../campaigns/register-for-event.js';
import { addCandidateFormRecord } from '../candidate-flow/form-records.js';
import { addRecords } from '../candidate-records/record-store.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { flowLanguage } from '../candidate-flow/finish-flow.js';
import { captureLead } from '../folders/folders.js';
import { alertConfirmLink } from '../job-alerts/confirm-alerts.js';
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
import { applicationAnswers } from './application-answers.js';
import { routeAnswers } from './attempt-answers.js';
import { findAttemptWithStream, type AttemptWithStream } from './find-attempt.js';
import { flowOutcome } from './flow-outcome.js';
import { handOverHeldResume } from './hand-over-held-resume.js';

export interface CompletedAttemptResult extends CompletedAttempt {
  candidate: CandidateRow;
}

const isFlowType = (value: string): value is FlowType =>
  (FLOW_TYPES as readonly string[]).includes(value);

/** Every visible form submitted, else 409 STEP_OUT_OF_ORDER (the engine opens the missing one). */
function assertAllFormsSubmitted(attempt: SavedAttempt, forms: readonly StreamFormRow[]): void {
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

/**
 * The job board the application came through (decision 0043): the call's `source`, else the
 * `?source=` of the page the visitor applied from (a feed's apply link, kept by the flow's
 * steps), so the browser's apply engine sends nothing more for it.
 */
function sourceOf(body: CompleteAttemptBody): { sfxApplicationSource?: string } {
  const source = body.source ?? applicationSourceOf(pageQueryOf(body.pageUrl));
  return source ? { sfxApplicationSource: source } : {};
}

function pageQueryOf(pageUrl: string): URLSearchParams {
  return URL.canParse(pageUrl) ? new URL(pageUrl).searchParams : new URLSearchParams();
}

/**
 * The sponsor of a `/r/{sponsorHandle}/…` submission: a candidate of this tenant with that
 * handle, never the candidate themselves; an unknown handle (or another tenant's) is no
 * sponsor, not an error, so a stale link never loses an application.
 */
async function sponsorOf(
  tx: Database,
  tenant: Tenant,
  handle: string | undefined,
  candidateId: number,
): Promise<number | null> {
  if (handle === undefined) return null;
  const sponsorId = await findSponsorCandidateId(tx, tenant.id, handle);
  return sponsorId === candidateId ? null : sponsorId;
}

/** The final submit in the caller's transaction, from the attempt as locked. */
async function completeLocked(
  tx: Database,
  tenant: Tenant,
  input: CompleteAttemptInput,
  now: Date,
  { attempt: found, stream }: AttemptWithStream,
): Promise<CompletedAttemptResult> {
  const { body } = input;
  // The last form sent with the final submit: saved as its own request would, in memory
  // only, since the attempt's answers are cleared when it completes.
  const lastForm = body.lastForm
    ? (await acceptForm(tx, tenant, found, stream, body.lastForm)).saved
    : null;
  const attempt = lastForm ? { ...found, ...lastForm } : found;
  const signedInId = signedInCandidateId(attempt, input.sessionCandidateId);
  const forms = await streamForms(tx, tenant, stream);
  assertAllFormsSubmitted(attempt, forms);
  if (!isFlowType(stream.flowType)) throw new Error(`unknown flow type ${stream.flowType}`);
  // Submitted on a campaign page: its flow (microsite or event) decides the contact method.
  const landing = body.wpLandingPageId
    ? await findCampaignLanding(tx, tenant, body.wpLandingPageId, stream.key)
    : null;
  // Lead capture becomes an application only where the tenant turned easy apply on (spec 2
  // §1); elsewhere a link's easyApplyFlag is ignored and the visitor joins.
  const easyApply =
    (body.easyApply ?? false) && resolveFeatureFlags(tenant.featureFlags).easyApplyEnabled;
  const outcome = flowOutcome(
    landing?.flowType ?? stream.flowType,
    attempt.requisitionId !== null,
    easyApply,
  );
  const routed = routeAnswers(forms, attempt.answers);

  const acting =
    signedInId === null
      ? await newOrReturning(tx, tenant, routed, input, outcome.contactMethod, now)
      : await updateSignedIn(tx, tenant, signedInId, routed, now);
  const { candidate } = acting;
  const owner = { tenantId: tenant.id, candidateId: candidate.id };
  const sponsorCandidateId = await sponsorOf(tx, tenant, body.sponsorHandle, candidate.id);
  if (sponsorCandidateId !== null) await keepFirstSponsor(tx, owner, sponsorCandidateId);
  // A closed requisition (409 REQUISITION_CLOSED) or an application already there (409
  // ALREADY_APPLIED) rejects here and rolls everything back.
  const application =
    outcome.application && attempt.requisitionId !== null
      ? await addApplication(
          tx,
          tenant,
          candidate.id,
          {
            requisitionId: attempt.requisitionId,
            candidateId: candidate.id,
            ...sourceOf(body),
          },
          { easyApplyFlag: easyApply ? 't' : 'f' },
          now,
          { answers: applicationAnswers(forms, attempt.answers), sponsorCandidateId },
        )
      : null;
  const screening = application
    ? await screenAttemptApplication(tx, tenant, application, forms, attempt.answers)
    : undefined;
  // After the screening: a 500 gets none (spec 2 §4).
  const assessments = application
    ? await createApplicationAssessments(tx, tenant, input.vendors, application)
    : [];
  await addCategories(tx, tenant, candidate.id, routed.categories);
  await addRecords(
    tx,
    owner,
    routed.records.flatMap(({ kind, rows }) => rows.map((fields) => ({ kind, fields }))),
  );
  await handOverHeldResume(
    tx,
    attempt,
    { candidateId: candidate.id, ownsProfile: acting.newCandidate || acting.signedIn },
    now,
  );
  // The payload rules of spec 1 §5 apply here as on the preferences page.
  if (routed.subscriptionChoices.length > 0) {
    await storeSubscriptions(tx, tenant.id, candidate.id, routed.subscriptionChoices);
  }
  await addCandidateFormRecord(tx, tenant.id, candidate.id, {
    applyStreamId: stream.key,
    hostUrl: body.pageUrl,
    wpLandingPageId: landing?.name,
    eventId: landing?.event?.key ?? body.eventId,
  });
  const eventStatus = landing?.event
    ? await registerForEvent(
        tx,
        {
          tenant,
          keys: input.keys,
          origin: input.origin,
          language: flowLanguage(tenant, body.language),
          campaignName: landing.name,
        },
        landing.event,
        candidate,
        now,
      )
    : null;
  // Lead capture (spec 2 §3 "Lead capture / folder"): a folder_id that is not one of the
  // tenant's live folders is skipped rather than failing the whole submission.
  if (outcome.leadCapture || body.folderId !== undefined) {
    await captureLead(tx, owner, {
      requisitionId: outcome.leadCapture ? attempt.requisitionId : null,
      folderIds: body.folderId === undefined ? [] : [body.folderId],
    });
  }
  // A job-alert sign-up keeps what its alerts match; an address nobody confirmed yet gets
  // the double opt-in link in the flow's e-mail (decision 0027).
  const alertSignUp =
    stream.flowType === 'alert' &&
    routed.subscriptionChoices.some(
      (choice) => choice.communicationType === 'job_alert' && choice.subscription === 't',
    );
  if (alertSignUp) {
    await saveAlertCriteria(
      tx,
      owner,
      { locations: routed.locations, keywords: routed.keywords },
      now,
    );
  }
  const confirmLink =
    alertSignUp && candidate.emailConfirmedAt === null
      ? await alertConfirmLink(tx, owner, {
          origin: input.origin,
          language: flowLanguage(tenant, body.language),
        })
      : null;
  const emailSent = await endFlow(tx, tenant, acting, input, confirmLink);
  await markAttemptCompleted(tx, attempt, candidate.id, now);
  return {
    candidate,
    candidateId: candidate.id,
    applicationId: application?.id ?? null,
    newCandidate: acting.newCandidate,
    emailSent: emailSent ? EMAIL_SENT[emailSent] : null,
    alertConfirmationSent: confirmLink !== null,
    ...(screening ? { screening } : {}),
    ...(assessments.length > 0 ? { assessments: { count: assessments.length } } : {}),
    ...(eventStatus ? { eventRegistration: { statusName: eventStatus } } : {}),
  };
}

export async function completeAttempt(
  db: Database,
  tenant: Tenant,
  input: CompleteAttemptInput,
  now = new Date(),
): Promise<CompletedAttemptResult> {
  // A campaign page's event registration signs a check-in link inside the transaction: the
  // signing key is read (or made) first, outside it, since on the embedded database a read on
  // another handle would wait for this transaction's one connection.
  if (input.body.wpLandingPageId !== undefined) await input.keys.signing();
  return transaction(db, async (tx) => {
    const locked = await findAttemptWithStream(tx, tenant, input.secret, now, { forUpdate: true });
    return completeLocked(tx, tenant, input, now, locked);
  });
}
