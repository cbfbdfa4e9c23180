/**
 * Who a final submit acts for (complete-attempt.ts), and how their flow ends: the signed-in
 * candidate, updated from the answers; else a new candidate, or where profile login is
 * deactivated a returning one (spec 2 §4). The end of the flow locks, activates or welcomes
 * them (spec 2 §4, the outbox e-mails).
 */
import {
  FLOW_EMAIL_TEMPLATES,
  resolveFeatureFlags,
  type CompleteAttemptBody,
  type FlowEmailTemplate,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { insertFlowCandidate, prepareCandidate } from '../candidate-flow/create-candidate.js';
import { endFlowIn, flowEnding, flowLanguage } from '../candidate-flow/finish-flow.js';
import { enqueueFlowEmail } from '../candidate-flow/flow-emails.js';
import {
  findCandidateById,
  findCandidateByUname,
  type CandidateRow,
} from '../candidates/find-candidate.js';
import { updateCandidate } from '../candidates/update-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { RoutedAnswers } from './attempt-answers.js';
import { candidateFromAnswers, profileFromAnswers } from './candidate-answers.js';
import type { AttemptRow } from '../../stores/attempt-store.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import type { AssessmentVendors } from '../assessments/vendor.js';

export interface CompleteAttemptInput {
  secret: string;
  body: CompleteAttemptBody;
  /** The candidate of a live sign-in session of this tenant, if any. */
  sessionCandidateId: number | null;
  /** Origin of the tenant's site, for links in e-mails. */
  origin: string;
  /** Who creates the application's assessments (a qualified candidate, spec 2 §4). */
  vendors: AssessmentVendors;
  /** Signs an event registrant's check-in link. */
  keys: SigningKeys;
}

/** The candidate this visitor is: the signed-in one (session, or who started the attempt). */
export function signedInCandidateId(attempt: AttemptRow, sessionCandidateId: number | null) {
  if (
    sessionCandidateId !== null &&
    attempt.candidateId !== null &&
    sessionCandidateId !== attempt.candidateId
  ) {
    // Started by one candidate, completed by another: not this visitor's attempt.
    throw appError('APPLY_ATTEMPT_NOT_FOUND');
  }
  return sessionCandidateId ?? attempt.candidateId;
}

export interface Acting {
  candidate: CandidateRow;
  newCandidate: boolean;
  signedIn: boolean;
}

/**
 * A visitor who is not signed in: a new candidate, unless the e-mail has an account. Then
 * 409 EMAIL_EXISTS (sign in first; DUPLICATE_USERNAME when the tenant's duplicate check is
 * on), or, where profile login is deactivated, returning-user mode (spec 2 §4): the existing
 * candidate is used as they are (their profile is not overwritten by someone who could not
 * prove who they are) and gets the records and application.
 */
export async function newOrReturning(
  tx: Database,
  tenant: Tenant,
  routed: RoutedAnswers,
  input: CompleteAttemptInput,
  contactMethod: string | null,
  now: Date,
): Promise<Acting> {
  const answers = candidateFromAnswers(routed.candidate, routed.subscriptions, input.body.pageUrl);
  const prepared = await prepareCandidate(tx, tenant, answers, now);
  if (resolveFeatureFlags(tenant.featureFlags).profileLoginDeactivated) {
    const existing = await findCandidateByUname(tx, tenant.id, prepared.values.uname);
    if (existing) return { candidate: existing, newCandidate: false, signedIn: false };
  }
  // The flow ends in this transaction: the candidate is saved with its final lock state.
  const { locked } = flowEnding(tenant, false);
  const candidate = await insertFlowCandidate(tx, tenant, prepared, contactMethod, 'uname', locked);
  return { candidate, newCandidate: true, signedIn: false };
}

/** The signed-in candidate, updated from the answers (their sign-in e-mail is not changed). */
export async function updateSignedIn(
  tx: Database,
  tenant: Tenant,
  candidateId: number,
  routed: RoutedAnswers,
  now: Date,
): Promise<Acting> {
  const current = await findCandidateById(tx, tenant.id, candidateId);
  if (!current) throw appError('APPLY_ATTEMPT_NOT_FOUND');
  const profile = profileFromAnswers(routed.candidate, routed.subscriptions);
  const candidate = await updateCandidate(tx, tenant, current, { candidateId, ...profile }, now);
  return { candidate, newCandidate: false, signedIn: true };
}

/**
 * The end of the flow (spec 2 §4): a new candidate was saved locked already, so only their
 * e-mail remains; a signed-in one becomes 'f' with a welcome; a returning loginless
 * candidate's account is left as it is, without an e-mail.
 */
export async function endFlow(
  tx: Database,
  tenant: Tenant,
  acting: Acting,
  input: CompleteAttemptInput,
  alertConfirmLink: string | null = null,
): Promise<FlowEmailTemplate | null> {
  const options = { origin: input.origin, language: input.body.language };
  const language = flowLanguage(tenant, input.body.language);
  if (acting.signedIn) {
    const ended = await endFlowIn(
      tx,
      tenant,
      acting.candidate,
      { signedIn: true, onlyIfOpen: false },
      options,
    );
    return ended?.email ?? null;
  }
  const { email } = acting.newCandidate ? flowEnding(tenant, false) : { email: null };
  // A job-alert sign-up to confirm gets its link even where flow e-mails are off: without it
  // the alerts could never start.
  if (email || alertConfirmLink !== null) {
    await enqueueFlowEmail(tx, tenant, acting.candidate, email ?? FLOW_EMAIL_TEMPLATES.welcome, {
      origin: input.origin,
      language,
      alertConfirmLink,
    });
  }
  return email;
}
