/**
 * Onboarding calls by application (spec 2 §7 "Onboarding: add onboarding data, W4 data,
 * emergency contacts list, dependent contacts list, I9 data with preparers (by
 * applicationId)"): the signed-in candidate reads their onboarding, saves one form at a time
 * (partial save, resume later) and, where the form definition asks, proves their phone with a
 * one-time code.
 */
import Type from 'typebox';
import { FormAnswers } from './apply-attempts.js';
import { ClientKey, IdParam } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const OnboardingParams = Type.Object({ client: ClientKey, applicationId: IdParam });
export type OnboardingParams = Type.Static<typeof OnboardingParams>;

export const OnboardingFormParams = Type.Object({
  client: ClientKey,
  applicationId: IdParam,
  applyFormId: IdParam,
});
export type OnboardingFormParams = Type.Static<typeof OnboardingFormParams>;

export const SaveOnboardingFormBody = Type.Object(
  { data: FormAnswers },
  { additionalProperties: false },
);
export type SaveOnboardingFormBody = Type.Static<typeof SaveOnboardingFormBody>;

export const OnboardingStatus = Type.Union([Type.Literal('Pending'), Type.Literal('Completed')]);
export type OnboardingStatus = Type.Static<typeof OnboardingStatus>;

/** One form of the onboarding: its saved answers (sensitive values masked) or null. */
export const OnboardingFormState = Type.Object({
  applyFormId: Type.Integer(),
  formName: Type.String(),
  status: OnboardingStatus,
  /** The day its answers were last saved (yyyy-MM-dd); null before the first save. */
  formDate: Nullable(Type.String()),
  answers: Nullable(FormAnswers),
  /** Saving it needs the one-time code first (its otpCountryList names the hire's country). */
  needsCode: Type.Boolean(),
});
export type OnboardingFormState = Type.Static<typeof OnboardingFormState>;

export const Onboarding = Type.Object({
  applicationId: Type.Integer(),
  applyStreamId: Type.Integer(),
  /** Completed once every form is saved (spec 2 §4), with dueDate set to that day. */
  status: OnboardingStatus,
  dueDate: Nullable(Type.String()),
  forms: Type.Array(OnboardingFormState),
  /**
   * A one-time code to the candidate's phone is needed before the forms that ask for it
   * (their `otpCountryList` names the candidate's country, spec 2 §5); `verified` once given.
   */
  otp: Type.Object({
    required: Type.Boolean(),
    verified: Type.Boolean(),
    /** The last digits of the phone the code goes to; null when no phone is known. */
    phoneEnding: Nullable(Type.String()),
  }),
});
export type Onboarding = Type.Static<typeof Onboarding>;
