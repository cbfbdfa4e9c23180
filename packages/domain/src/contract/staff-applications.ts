/**
 * The application pipeline as staff work it (issue 20; spec 2 §7 "Application: POST search;
 * {applicationId}/status/{status}; status/counts/{requisitionId}").
 */
import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Millis = Type.Integer({ description: 'epoch milliseconds' });
/** A status as a path value: a stage name such as `Interview` (case-insensitive). */
const StatusValue = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z ]*$' });

export const ApplicationSearchBody = Type.Object(
  {
    requisitionId: Type.Optional(IdParam),
    status: Type.Optional(StatusValue),
    /** Applied on or after / before, epoch milliseconds. */
    appliedFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: 253_402_300_799_999 })),
    appliedTo: Type.Optional(Type.Integer({ minimum: 0, maximum: 253_402_300_799_999 })),
    source: Type.Optional(Type.String({ maxLength: 100 })),
    /** Candidate name or e-mail, or job title. */
    q: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type ApplicationSearchBody = Type.Static<typeof ApplicationSearchBody>;

export const StaffApplicationItem = Type.Object({
  applicationId: Type.Integer(),
  candidateId: Type.Integer(),
  candidateName: Type.String(),
  candidateEmail: Type.String(),
  requisitionId: Type.Integer(),
  jobTitle: Type.String(),
  status: Type.String(),
  dispositionId: Nullable(Type.Integer()),
  source: Nullable(Type.String()),
  applyDate: Millis,
});
export type StaffApplicationItem = Type.Static<typeof StaffApplicationItem>;

export const ApplicationSearchResult = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  items: Type.Array(StaffApplicationItem),
  /** How many of the matches are at each status (before paging). */
  countsByStatus: Type.Record(Type.String(), Type.Integer()),
});
export type ApplicationSearchResult = Type.Static<typeof ApplicationSearchResult>;

export const StatusCounts = Type.Object({
  requisitionId: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type StatusCounts = Type.Static<typeof StatusCounts>;

export const StatusCountsParams = Type.Object({ client: ClientKey, requisitionId: IdParam });

export const StaffApplicationParams = Type.Object({ client: ClientKey, applicationId: IdParam });
export type StaffApplicationParams = Type.Static<typeof StaffApplicationParams>;

export const ApplicationStatusParams = Type.Object({
  client: ClientKey,
  applicationId: IdParam,
  status: StatusValue,
});
export type ApplicationStatusParams = Type.Static<typeof ApplicationStatusParams>;

export const BulkStatusParams = Type.Object({ client: ClientKey, status: StatusValue });

/** What goes with a status change: why (disposition), a note, an e-mail to the candidate. */
export const StatusChangeBody = Type.Object(
  {
    dispositionId: Type.Optional(IdParam),
    note: Type.Optional(Type.String({ maxLength: 4000 })),
    /** A communication template to e-mail the candidate; none sends no e-mail. */
    emailTemplate: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type StatusChangeBody = Type.Static<typeof StatusChangeBody>;

export const BulkStatusBody = Type.Object(
  {
    applicationIds: Type.Array(IdParam, { minItems: 1, maxItems: 200 }),
    dispositionId: Type.Optional(IdParam),
    emailTemplate: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type BulkStatusBody = Type.Static<typeof BulkStatusBody>;

export const BulkStatusResult = Type.Object({
  moved: Type.Array(Type.Integer()),
  /** Applications left as they were: not found for this user, or already at the status. */
  skipped: Type.Array(Type.Integer()),
});
export type BulkStatusResult = Type.Static<typeof BulkStatusResult>;

export const NoteInput = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);
export type NoteInput = Type.Static<typeof NoteInput>;

export const ApplicationNote = Type.Object({
  noteId: Type.Integer(),
  text: Type.String(),
  authorName: Type.String(),
  createdAt: Millis,
});
export type ApplicationNote = Type.Static<typeof ApplicationNote>;

export const StageEntry = Type.Object({
  stage: Type.String(),
  date: Millis,
  nextStep: Nullable(Type.String()),
});

export const AnswerEntry = Type.Object({
  form: Type.String(),
  field: Type.String(),
  value: Type.String(),
});
export type AnswerEntry = Type.Static<typeof AnswerEntry>;

export const DocumentEntry = Type.Object({
  attachmentId: Type.Integer(),
  name: Type.String(),
  attachmentType: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

export const StaffApplicationDetail = Type.Object({
  application: StaffApplicationItem,
  candidate: Type.Object({
    candidateId: Type.Integer(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    email: Type.String(),
    phone1: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
  }),
  timeline: Type.Array(StageEntry),
  answers: Type.Array(AnswerEntry),
  documents: Type.Array(DocumentEntry),
  notes: Type.Array(ApplicationNote),
  /** The candidate's resume rendered from its XML (docs/resume-xml.md) as HTML; null if none. */
  resumeHtml: Nullable(Type.String()),
});
export type StaffApplicationDetail = Type.Static<typeof StaffApplicationDetail>;

export const PipelineStageSchema = Type.Object({
  status: Type.String(),
  nextStep: Nullable(Type.String()),
  asksCandidate: Type.Boolean(),
  suggestedTemplate: Nullable(Type.String()),
  needsDisposition: Type.Boolean(),
});
export const PipelineConfig = Type.Object({
  stages: Type.Array(PipelineStageSchema),
  dispositions: Type.Array(
    Type.Object({ dispositionId: Type.Integer(), label: Type.String(), status: Type.String() }),
  ),
  emailTemplates: Type.Array(Type.String()),
});
export type PipelineConfig = Type.Static<typeof PipelineConfig>;

export const StaffDocumentParams = Type.Object({
  client: ClientKey,
  applicationId: IdParam,
  attachmentId: IdParam,
});

/** A vendor or recruiter submits a candidate to a requisition. */
export const CandidateSubmission = Type.Object(
  {
    requisitionId: IdParam,
    email: Type.String({ minLength: 3, maxLength: 75, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    phone1: Type.Optional(Type.String({ pattern: '^[0-9]{9,14}$' })),
  },
  { additionalProperties: false },
);
export type CandidateSubmission = Type.Static<typeof CandidateSubmission>;
