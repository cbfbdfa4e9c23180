/**
 * The candidate's dashboard (spec 1 §1, §2): applications with their status timeline,
 * to-dos, interviews, offers, onboarding forms and assessments. Candidate-side reads only;
 * the staff side that creates them comes later. Dates are epoch milliseconds.
 */
import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Millis = Type.Integer({ description: 'epoch milliseconds' });

/** One stage an application went through, and what comes next after the latest. */
export const ApplicationStage = Type.Object({
  stage: Type.String(),
  date: Millis,
  nextStep: Nullable(Type.String()),
});
export type ApplicationStage = Type.Static<typeof ApplicationStage>;

/** An application as the dashboard lists it: the job's title and the stages, oldest first. */
export const ApplicationSummary = Type.Object({
  applicationId: Type.Integer(),
  requisitionId: Type.Integer(),
  jobTitle: Type.String(),
  status: Type.String(),
  applyDate: Millis,
  timeline: Type.Array(ApplicationStage),
});
export type ApplicationSummary = Type.Static<typeof ApplicationSummary>;
export const ApplicationSummaryList = Type.Array(ApplicationSummary);

export const INTERVIEW_MODES = ['onsite', 'video', 'phone'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

export const Interview = Type.Object({
  interviewId: Type.Integer(),
  applicationId: Nullable(Type.Integer()),
  title: Type.String(),
  scheduledAt: Millis,
  durationMinutes: Type.Integer(),
  mode: Type.Enum(INTERVIEW_MODES),
  location: Type.String(),
  interviewer: Type.String(),
  status: Type.String(),
  notes: Type.String(),
  /** The interview's IANA time zone (a booked slot's); null: show the viewer's. */
  timeZone: Nullable(Type.String()),
});
export type Interview = Type.Static<typeof Interview>;
export const InterviewList = Type.Array(Interview);

export const Offer = Type.Object({
  offerId: Type.Integer(),
  applicationId: Nullable(Type.Integer()),
  title: Type.String(),
  status: Type.String(),
  salary: Type.String(),
  startDate: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  sentAt: Millis,
  expiresAt: Nullable(Millis),
  details: Type.String(),
  /** The candidate's typed signature and when they answered, once accepted or declined. */
  signature: Nullable(Type.String()),
  answeredAt: Nullable(Millis),
});
export type Offer = Type.Static<typeof Offer>;
export const OfferList = Type.Array(Offer);

export const Todo = Type.Object({
  todoId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  dueAt: Nullable(Millis),
  completedAt: Nullable(Millis),
  /** The notification activity that announces it; completing the to-do completes it. */
  activityId: Nullable(Type.Integer()),
  /** The interview it is about (confirming its time), whose page says how; else null. */
  interviewId: Nullable(Type.Integer()),
});
export type Todo = Type.Static<typeof Todo>;
export const TodoList = Type.Array(Todo);

/** Onboarding forms to fill in after an offer (spec 2 §3 "Onboarding"). */
export const OnboardingForm = Type.Object({
  onboardingId: Type.Integer(),
  formName: Type.String(),
  status: Type.Union([Type.Literal('Pending'), Type.Literal('Completed')]),
  dueDate: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  formDate: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  /** The application whose onboarding it is: its forms are filled in on its own page. */
  applicationId: Nullable(Type.Integer()),
});
export type OnboardingForm = Type.Static<typeof OnboardingForm>;
export const OnboardingFormList = Type.Array(OnboardingForm);

/** Assessment (spec 2 §3): testStatus invited, inprocess or completed. */
export const Assessment = Type.Object({
  assessmentId: Type.Integer(),
  /** The application it was created for (spec 2 §4); null for one staff or an import added. */
  applicationId: Nullable(Type.Integer()),
  vendorPositionCode: Type.String(),
  positionLabel: Type.String(),
  testStatus: Type.String(),
  url: Nullable(Type.String()),
});
export type Assessment = Type.Static<typeof Assessment>;
export const AssessmentList = Type.Array(Assessment);

/**
 * Whom the candidate reaches about a step the site cannot do yet (answering an offer,
 * onboarding forms, confirming an interview: issue 21 item 9).
 */
export const RecruiterContact = Type.Object({
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type RecruiterContact = Type.Static<typeof RecruiterContact>;

/**
 * The tenant's contact (null when it configured none) and, for each of the candidate's
 * applications whose requisition names a recruiter, that recruiter.
 */
export const RecruiterContacts = Type.Object({
  tenant: Nullable(RecruiterContact),
  applications: Type.Array(
    Type.Object({ applicationId: Type.Integer(), contact: RecruiterContact }),
  ),
});
export type RecruiterContacts = Type.Static<typeof RecruiterContacts>;

export const InterviewIdParams = Type.Object({ client: ClientKey, interviewId: IdParam });
export type InterviewIdParams = Type.Static<typeof InterviewIdParams>;
export const OfferIdParams = Type.Object({ client: ClientKey, offerId: IdParam });
export type OfferIdParams = Type.Static<typeof OfferIdParams>;
export const TodoIdParams = Type.Object({ client: ClientKey, todoId: IdParam });
export type TodoIdParams = Type.Static<typeof TodoIdParams>;

/** Address (spec 1 §3, §7): addressId and usersId; the other fields are ours. */
export const ADDRESS_TYPES = ['home', 'mailing', 'work'] as const;
const Line = (maxLength: number) => Type.String({ maxLength });
export const AddressInput = Type.Object(
  {
    /** Given to update an address the candidate owns; absent to create one. */
    addressId: Type.Optional(Type.Integer({ minimum: 1 })),
    usersId: Type.Integer(),
    addressType: Type.Enum(ADDRESS_TYPES),
    line1: Type.String({ minLength: 1, maxLength: 200 }),
    line2: Type.Optional(Line(200)),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.Optional(Line(100)),
    zip: Type.Optional(Line(20)),
    country: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type AddressInput = Type.Static<typeof AddressInput>;

export const Address = Type.Object({
  addressId: Type.Integer(),
  usersId: Type.Integer(),
  addressType: Type.Enum(ADDRESS_TYPES),
  line1: Type.String(),
  line2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  country: Type.String(),
});
export type Address = Type.Static<typeof Address>;
export const AddressList = Type.Array(Address);

export const AddressIdParams = Type.Object({ client: ClientKey, addressId: IdParam });
export type AddressIdParams = Type.Static<typeof AddressIdParams>;
export const UsersIdParams = Type.Object({ client: ClientKey, usersId: IdParam });
export type UsersIdParams = Type.Static<typeof UsersIdParams>;

/** Transaction log entry (spec 1 §7: body not shown): what the candidate did, briefly. */
export const TransactionLogInput = Type.Object(
  {
    action: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z][a-z0-9-]*$' }),
    detail: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type TransactionLogInput = Type.Static<typeof TransactionLogInput>;

export const TransactionLogEntry = Type.Object({
  transactionLogId: Type.Integer(),
  candidateId: Type.Integer(),
  action: Type.String(),
  detail: Type.String(),
  createdAt: Millis,
});
export type TransactionLogEntry = Type.Static<typeof TransactionLogEntry>;
