/**
 * Candidates as staff see them (issue 20; spec 2 §7 staff catalogue "candidate (id, search
 * POST, activity, email by template); communicationlog; transactionlog; folder"). Only the
 * candidates the caller sees: a vendor's are those they submitted, a hiring manager's those
 * who applied to requisitions they are on.
 */
import Type from 'typebox';
import { ClientKey, IdParam, LATEST_EPOCH_MILLIS } from './common.js';
import { DocumentEntry, StaffApplicationItem } from './staff-applications.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Millis = Type.Integer({ description: 'epoch milliseconds' });

export const StaffCandidateParams = Type.Object({ client: ClientKey, candidateId: IdParam });
export type StaffCandidateParams = Type.Static<typeof StaffCandidateParams>;

export const StaffCandidateDocumentParams = Type.Object({
  client: ClientKey,
  candidateId: IdParam,
  attachmentId: IdParam,
});

export const CandidateSearchBody = Type.Object(
  {
    /** Name, e-mail or city. */
    q: Type.Optional(Type.String({ maxLength: 200 })),
    folderId: Type.Optional(IdParam),
    /** Joined on or after / before, epoch milliseconds. */
    createdFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_EPOCH_MILLIS })),
    createdTo: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_EPOCH_MILLIS })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type CandidateSearchBody = Type.Static<typeof CandidateSearchBody>;

export const StaffCandidateItem = Type.Object({
  candidateId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  createdAt: Millis,
});
export type StaffCandidateItem = Type.Static<typeof StaffCandidateItem>;

export const CANDIDATE_COUNT_LIMIT = 10_000;

export const CandidateSearchResult = Type.Object({
  /** How many match, counted up to CANDIDATE_COUNT_LIMIT (a search of a million stays fast). */
  total: Type.Integer(),
  /** More match than `total` says. */
  more: Type.Boolean(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  items: Type.Array(StaffCandidateItem),
});
export type CandidateSearchResult = Type.Static<typeof CandidateSearchResult>;

export const FolderEntry = Type.Object({
  folderId: Type.Integer(),
  name: Type.String(),
  /** 'live' (lead capture) or 'pool' (a talent pool staff made). */
  type: Type.String(),
  requisitionId: Nullable(Type.Integer()),
});
export type FolderEntry = Type.Static<typeof FolderEntry>;

export const StaffCandidateProfile = Type.Object({
  candidateId: Type.Integer(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  email: Type.String(),
  phone1: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  createdAt: Millis,
  /** Only the applications the caller sees. */
  applications: Type.Array(StaffApplicationItem),
  folders: Type.Array(FolderEntry),
});
export type StaffCandidateProfile = Type.Static<typeof StaffCandidateProfile>;

export const StaffCandidateRecord = Type.Object({
  recordId: Type.Integer(),
  /** education, work-history, certification, convicted-offence, relative, professional-reference */
  kind: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export const StaffCandidateRecords = Type.Array(StaffCandidateRecord);
export type StaffCandidateRecords = Type.Static<typeof StaffCandidateRecords>;

export const StaffCandidateDocuments = Type.Array(DocumentEntry);
export type StaffCandidateDocuments = Type.Static<typeof StaffCandidateDocuments>;

export const StaffCandidateLog = Type.Object({
  /** The candidate's activity feed, newest first. */
  activities: Type.Array(
    Type.Object({
      activityId: Type.Integer(),
      contextType: Type.String(),
      type: Type.String(),
      status: Type.String(),
      activityData: Type.String(),
      createdAt: Millis,
    }),
  ),
  /** What the candidate did (transaction log), newest first. */
  transactions: Type.Array(
    Type.Object({
      transactionId: Type.Integer(),
      action: Type.String(),
      detail: Type.String(),
      createdAt: Millis,
    }),
  ),
});
export type StaffCandidateLog = Type.Static<typeof StaffCandidateLog>;

/** E-mails sent (or queued) to the candidate, newest first: the communication log. */
export const CommunicationLog = Type.Array(
  Type.Object({
    emailId: Type.Integer(),
    template: Type.String(),
    language: Type.String(),
    subject: Type.String(),
    status: Type.String(),
    createdAt: Millis,
    sentAt: Nullable(Millis),
  }),
);
export type CommunicationLog = Type.Static<typeof CommunicationLog>;

/** spec 2 §7 "email by template": a communication template sent to the candidate. */
export const EmailByTemplateBody = Type.Object(
  {
    template: Type.String({ minLength: 1, maxLength: 100 }),
    /** The candidate's application the e-mail is about: fills {{jobTitle}} and {{stage}}. */
    applicationId: IdParam,
  },
  { additionalProperties: false },
);
export type EmailByTemplateBody = Type.Static<typeof EmailByTemplateBody>;

export const StaffFolderList = Type.Array(
  Type.Object({
    folderId: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    requisitionId: Nullable(Type.Integer()),
    /** Candidates in the folder that the caller sees. */
    candidates: Type.Integer(),
  }),
);
export type StaffFolderList = Type.Static<typeof StaffFolderList>;

export const NewFolderBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** spec 2 §7 "Add candidate to folder (candidateList[], destinationList[])". */
export const FolderAddBody = Type.Object(
  {
    candidateList: Type.Array(IdParam, { minItems: 1, maxItems: 200 }),
    destinationList: Type.Array(IdParam, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type FolderAddBody = Type.Static<typeof FolderAddBody>;

/** Move: out of one folder into others. */
export const FolderMoveBody = Type.Object(
  {
    candidateList: Type.Array(IdParam, { minItems: 1, maxItems: 200 }),
    sourceFolderId: IdParam,
    destinationList: Type.Array(IdParam, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type FolderMoveBody = Type.Static<typeof FolderMoveBody>;

/** How many candidates joined (or left) a folder. */
export const FolderChangeResult = Type.Object({ changed: Type.Integer() });
export type FolderChangeResult = Type.Static<typeof FolderChangeResult>;
