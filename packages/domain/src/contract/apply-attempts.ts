/**
 * Apply attempts: one visitor's way through one stream. The server keeps the answers of each
 * submitted form (validated, in order), so a hand-made request cannot skip a step, and a
 * visitor who leaves finds the answers again (save and resume). The attempt id is a secret
 * handed out once; later calls send it in the X-Apply-Attempt header.
 */
import Type from 'typebox';
import { APPLICATION_SOURCE_PATTERN } from '../constants.js';
import { CreatedAssessments } from './assessments.js';
import { ClientKey, IdParam } from './common.js';

export const ApplyAttemptParams = Type.Object({ client: ClientKey });
export type ApplyAttemptParams = Type.Static<typeof ApplyAttemptParams>;

export const ApplyAttemptFormParams = Type.Object({ client: ClientKey, applyFormId: IdParam });
export type ApplyAttemptFormParams = Type.Static<typeof ApplyAttemptFormParams>;

/** The secret id: 43 base64url characters (32 random bytes). */
export const ApplyAttemptSecret = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export const ApplyAttemptHeaders = Type.Object({ 'x-apply-attempt': ApplyAttemptSecret });
export type ApplyAttemptHeaders = Type.Static<typeof ApplyAttemptHeaders>;

/** One form's answers: field name → value (see docs/apply-streams.md for value shapes). */
export const FormAnswers = Type.Record(Type.String(), Type.Unknown());
export type FormAnswers = Type.Static<typeof FormAnswers>;

/** A form's answers sent along with the start or the final submit of an attempt. */
export const FormSubmission = Type.Object(
  { applyFormId: IdParam, data: FormAnswers },
  { additionalProperties: false },
);
export type FormSubmission = Type.Static<typeof FormSubmission>;

/**
 * Start an attempt: for a requisition (its apply stream), or a stream by id (join, alert,
 * or the easy-apply stream for a requisition). At least one of the two.
 */
export const StartApplyAttemptBody = Type.Object(
  {
    requisitionId: Type.Optional(IdParam),
    applyStreamId: Type.Optional(IdParam),
    /**
     * The first form's answers, when the visitor's submit of it starts the attempt: checked
     * as `POST …/attempt/form/{applyFormId}` would, and the attempt starts with them saved
     * (one request instead of two). A refused form starts nothing.
     */
    firstForm: Type.Optional(FormSubmission),
  },
  { additionalProperties: false },
);
export type StartApplyAttemptBody = Type.Static<typeof StartApplyAttemptBody>;

export const SaveAttemptFormBody = Type.Object(
  { data: FormAnswers },
  { additionalProperties: false },
);
export type SaveAttemptFormBody = Type.Static<typeof SaveAttemptFormBody>;

export const ApplyAttempt = Type.Object({
  applyStreamId: Type.Integer(),
  requisitionId: Type.Union([Type.Integer(), Type.Null()]),
  /** Forms submitted so far, in the order they were first submitted. */
  completedFormIds: Type.Array(Type.Integer()),
  /** Saved answers by form id (passwords are never kept). */
  answers: Type.Record(Type.String({ pattern: '^[0-9]+$' }), FormAnswers),
  /** The form to show next; null when every form is submitted. */
  nextFormId: Type.Union([Type.Integer(), Type.Null()]),
  /** When the saved answers are deleted, epoch milliseconds. */
  expiresAt: Type.Integer(),
});
export type ApplyAttempt = Type.Static<typeof ApplyAttempt>;

/**
 * The resume the attempt holds for a visitor who is not signed in (decision 0023): its file
 * name, and whether it was parsed (false: kept with parsing skipped). Answered when the
 * visitor comes back (GET …/attempt, a continue link), so the resume field shows it again.
 */
export const HeldResume = Type.Object({
  name: Type.String(),
  parsed: Type.Boolean(),
});
export type HeldResume = Type.Static<typeof HeldResume>;

/** An attempt as found on return: with the resume it holds, if any. */
export const ReturningApplyAttempt = Type.Object({
  ...ApplyAttempt.properties,
  heldResume: Type.Union([HeldResume, Type.Null()]),
});
export type ReturningApplyAttempt = Type.Static<typeof ReturningApplyAttempt>;

/** Answer to starting an attempt: the attempt and its secret id, given only this once. */
export const StartedApplyAttempt = Type.Object({
  ...ApplyAttempt.properties,
  attemptId: ApplyAttemptSecret,
});
export type StartedApplyAttempt = Type.Static<typeof StartedApplyAttempt>;

/**
 * The final submit of an attempt (POST …/attempt/complete, X-Apply-Attempt header; a signed-in
 * candidate also sends their session). In one transaction the server creates the candidate
 * (or updates the signed-in one) from the attempt's saved answers, saves the records named by
 * each form's tableMap, the candidate form record, the lead-capture folder, the application
 * (apply flows) and its activity, then finishes the flow (locked, activation or welcome
 * e-mail). A new candidate's temporary token comes back in the `x-nonce` header.
 * Errors: 409 EMAIL_EXISTS (the e-mail has an account: sign in first; DUPLICATE_USERNAME
 * instead where the tenant's duplicate check is on, spec 2 §4), 409 ALREADY_APPLIED,
 * 409 STEP_OUT_OF_ORDER (a form is missing), 400 VALIDATION_FAILED with `fields`, 404
 * APPLY_ATTEMPT_NOT_FOUND (unknown, expired or already completed), 409 REQUISITION_CLOSED.
 */
export const CompleteAttemptBody = Type.Object(
  {
    /** The page language: e-mails are sent in it. */
    language: Type.String({ pattern: '^[a-z]{2}$' }),
    /** The page the visitor applied from (candidate form record hostUrl, cut to 220). */
    pageUrl: Type.String({ maxLength: 2048 }),
    /** `easyApplyFlag=t` in the page query (spec 2 §1 contact methods). */
    easyApply: Type.Optional(Type.Boolean()),
    /** Query values passed through from /apply/ (spec 2 §2). */
    folderId: Type.Optional(IdParam),
    eventId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' })),
    action: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' })),
    sponsorHandle: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' })),
    /** The job board a feed's link came from (`?source=`): the application's sfxApplicationSource. */
    source: Type.Optional(Type.String({ pattern: APPLICATION_SOURCE_PATTERN })),
    /**
     * The campaign page the stream is embedded in (`/campaign/{name}/`, spec 2 §3 candidate
     * form record `wpLandingPageId`): the flow is then microsite, or event for an event
     * campaign (registration, 409 EVENT_FULL when no seat is left); 404 CAMPAIGN_NOT_FOUND
     * when the tenant has no such page embedding this stream.
     */
    wpLandingPageId: Type.Optional(
      Type.String({ pattern: '^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$' }),
    ),
    /**
     * The last form's answers, when the visitor's submit of it is also the final submit: the
     * form is validated and saved as `POST …/attempt/form/{applyFormId}` would, in the same
     * transaction (one request instead of two). If the final submit fails, the form is not
     * saved either.
     */
    lastForm: Type.Optional(FormSubmission),
  },
  { additionalProperties: false },
);
export type CompleteAttemptBody = Type.Static<typeof CompleteAttemptBody>;

export const CompletedAttempt = Type.Object({
  candidateId: Type.Integer(),
  /** The application created (apply flows), else null. */
  applicationId: Type.Union([Type.Integer(), Type.Null()]),
  /** True when this call created the candidate (x-nonce then carries their token). */
  newCandidate: Type.Boolean(),
  /** The e-mail the end of the flow sent, if any. */
  emailSent: Type.Union([Type.Literal('activation'), Type.Literal('welcome'), Type.Null()]),
  /**
   * A job-alert sign-up whose address is not confirmed yet: the e-mail carries the double
   * opt-in link, and alerts start once it is used (decision 0027).
   */
  alertConfirmationSent: Type.Boolean(),
  /**
   * The application's screening (a stream with a screening step): 450 qualified, 500 not,
   * null no result; and the job's screenInMessage or screenOutMessage for it.
   */
  screening: Type.Optional(
    Type.Object({
      result: Type.Union([Type.Literal(450), Type.Literal(500), Type.Null()]),
      message: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /**
   * Assessments created for the application (a qualified candidate, spec 2 §4): the flow
   * goes to `/apply/assessment/` before the thank-you page (spec 2 §2).
   */
  assessments: Type.Optional(CreatedAssessments),
  /** An event campaign's registration: the registrant's event status (decision 0046). */
  eventRegistration: Type.Optional(
    Type.Object({ statusName: Type.Union([Type.Literal('Registered'), Type.Literal('Attended')]) }),
  ),
});
export type CompletedAttempt = Type.Static<typeof CompletedAttempt>;
