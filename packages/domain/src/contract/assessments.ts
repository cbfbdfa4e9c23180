/**
 * Assessments (issue 24; spec 2 §2 `/apply/assessment/`, §3 Assessment, §4 Assessment
 * status, §7 "Assessments"): the candidate's list, start (the URL as text), the step's skip,
 * the vendors' signed status callback, and the built-in vendor's own test, which its signed
 * link authorises (`/apply/assessment/take/`).
 */
import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

export const AssessmentStartParams = Type.Object({ client: ClientKey, assessmentId: IdParam });
export type AssessmentStartParams = Type.Static<typeof AssessmentStartParams>;

/** `POST …/assessment/start/{assessmentId}` answers the URL to open, as text (spec 2 §7). */
export const AssessmentStartUrl = Type.String({ description: 'The URL to open, as text' });

export const AssessmentSkipParams = Type.Object({ client: ClientKey, applicationId: IdParam });
export type AssessmentSkipParams = Type.Static<typeof AssessmentSkipParams>;

/** The step is left: where the flow goes on (spec 2 §2: application, assessment, thank-you). */
export const AssessmentStepLeft = Type.Object({
  applicationId: Type.Integer(),
  /** A temporary assessment token was ended with the step (the candidate is logged out). */
  loggedOut: Type.Boolean(),
});
export type AssessmentStepLeft = Type.Static<typeof AssessmentStepLeft>;

/** What the final submit says when it created assessments for the application. */
export const CreatedAssessments = Type.Object({
  count: Type.Integer({ minimum: 1 }),
  /**
   * A new candidate, not signed in: the temporary bearer credential they list and start the
   * application's assessments with (spec 2 §3 "Token request"); absent for a signed-in one.
   */
  token: Type.Optional(Type.Object({ token: Type.String(), expiry: Type.Integer() })),
});
export type CreatedAssessments = Type.Static<typeof CreatedAssessments>;

export const AssessmentCallbackParams = Type.Object({
  client: ClientKey,
  vendor: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
});
export type AssessmentCallbackParams = Type.Static<typeof AssessmentCallbackParams>;

/** A vendor's status callback; signed over `{timestamp}.{body}` (decision 0042). */
export const AssessmentCallbackBody = Type.Object({
  /** Unique per delivery; a second delivery with the same id is a replay. */
  deliveryId: Type.String({ minLength: 8, maxLength: 100 }),
  reference: Type.String({ minLength: 1, maxLength: 200 }),
  status: Type.String({ minLength: 1, maxLength: 40 }),
  score: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type AssessmentCallbackBody = Type.Static<typeof AssessmentCallbackBody>;

export const AssessmentCallbackAnswer = Type.Object({
  reference: Type.String(),
  testStatus: Type.String(),
});
export type AssessmentCallbackAnswer = Type.Static<typeof AssessmentCallbackAnswer>;

/** The built-in vendor's signed link (a compact JWS), the take page's only credential. */
export const TakeLink = Type.String({ minLength: 1, maxLength: 2048 });
export const TakeLinkBody = Type.Object({ link: TakeLink });
export type TakeLinkBody = Type.Static<typeof TakeLinkBody>;
export const TakeParams = Type.Object({ client: ClientKey });
export type TakeParams = Type.Static<typeof TakeParams>;

const Translations = Type.Record(Type.String(), Type.String());

export const TakeQuestion = Type.Object({
  questionId: Type.String(),
  text: Type.String(),
  textTranslations: Translations,
  options: Type.Array(
    Type.Object({
      optionId: Type.String(),
      text: Type.String(),
      textTranslations: Translations,
    }),
  ),
});
export type TakeQuestion = Type.Static<typeof TakeQuestion>;

/** The built-in test as the candidate sees it (no correct answers). */
export const TakeTest = Type.Object({
  title: Type.String(),
  titleTranslations: Translations,
  completed: Type.Boolean(),
  questions: Type.Array(TakeQuestion),
});
export type TakeTest = Type.Static<typeof TakeTest>;

export const TakeAnswersBody = Type.Object({
  link: TakeLink,
  answers: Type.Array(
    Type.Object({
      questionId: Type.String({ maxLength: 40 }),
      optionId: Type.String({ maxLength: 40 }),
    }),
    { maxItems: 20 },
  ),
});
export type TakeAnswersBody = Type.Static<typeof TakeAnswersBody>;
