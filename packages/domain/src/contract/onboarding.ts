/**
 * Onboarding calls by application (spec 2 §7 "Onboarding: add onboarding data, W4 data,
 * emergency contacts list, dependent contacts list, I9 data with preparers (by
 * applicationId)"): the signed-in candidate reads their onboarding, saves one form at a time
 * (partial save, resume later) and, where the form definition asks, proves their phone with a
 * one-time code.
 */
import Type from 'typebox';
import { UiField } from '../forms/form-metadata.js';
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

/** One field of a saved onboarding form as staff read it: the form's field and its value. */
export const StaffOnboardingAnswer = Type.Object({
  field: UiField,
  /** As saved (grids: their rows); sensitive values masked; null when left empty. */
  value: Type.Unknown(),
});
export type StaffOnboardingAnswer = Type.Static<typeof StaffOnboardingAnswer>;

/** A form as in the hire's answer, its saved answers beside the form's fields. */
export const StaffOnboardingForm = Type.Object({
  applyFormId: OnboardingFormState.properties.applyFormId,
  formName: OnboardingFormState.properties.formName,
  status: OnboardingFormState.properties.status,
  formDate: OnboardingFormState.properties.formDate,
  /** The form's visible fields in order, with what the hire saved; empty before a save. */
  answers: Type.Array(StaffOnboardingAnswer),
});
export type StaffOnboardingForm = Type.Static<typeof StaffOnboardingForm>;

/**
 * A hire's onboarding as staff read it (decision 0047): each form's state and saved answers,
 * sensitive values masked. `onboarding` is null until the hire's onboarding has started.
 */
export const StaffOnboarding = Type.Object({
  onboarding: Nullable(
    Type.Object({
      status: OnboardingStatus,
      dueDate: Nullable(Type.String()),
      forms: Type.Array(StaffOnboardingForm),
    }),
  ),
});
export type StaffOnboarding = Type.Static<typeof StaffOnboarding>;

export const StaffOnboardingParams = Type.Object({ client: ClientKey, applicationId: IdParam });
export type StaffOnboardingParams = Type.Static<typeof StaffOnboardingParams>;
