/**
 * Requisitions as staff manage them (issue 20; spec 2 §7 "requisition (status, approvers,
 * search, templates)"): created from a template, edited, given approvers, submitted for
 * approval, opened (the job is posted on the career site at once) and closed.
 */
import Type from 'typebox';
import { STAFF_REQUISITION_STATUSES } from '../staff/pipeline.js';
import { ClientKey, IdParam, NullableNumber } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Millis = Type.Integer({ description: 'epoch milliseconds' });

export const StaffRequisitionStatusSchema = Type.Enum([...STAFF_REQUISITION_STATUSES]);

/** What the career site shows of the job once the requisition is open. */
export const JobPosting = Type.Object(
  {
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.String({ maxLength: 100 }),
    country: Type.String({ minLength: 1, maxLength: 100 }),
    employmentType: Type.String({ minLength: 1, maxLength: 50 }),
    summary: Type.String({ maxLength: 500 }),
    description: Type.String({ maxLength: 20_000 }),
  },
  { additionalProperties: false },
);
export type JobPosting = Type.Static<typeof JobPosting>;

export const RequisitionTemplate = Type.Object({
  templateId: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  category: Type.String(),
  applyStreamId: Nullable(Type.Integer()),
  posting: JobPosting,
});
export type RequisitionTemplate = Type.Static<typeof RequisitionTemplate>;
export const RequisitionTemplateList = Type.Array(RequisitionTemplate);

export const Approver = Type.Object({
  staffUserId: Type.Integer(),
  name: Type.String(),
  sortOrder: Type.Integer(),
  approvedAt: Nullable(Millis),
});
export type Approver = Type.Static<typeof Approver>;
export const ApproverList = Type.Array(Approver);

/**
 * Whom this requisition's candidates reach while a step cannot be done on the site (issue 21
 * item 9): a name and an e-mail or phone (the service refuses a name alone). Null: the
 * tenant's contact.
 */
export const RequisitionRecruiter = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Nullable(
      Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    ),
    phone: Nullable(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type RequisitionRecruiter = Type.Static<typeof RequisitionRecruiter>;

export const StaffRequisition = Type.Object({
  requisitionId: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  status: StaffRequisitionStatusSchema,
  applyStreamId: Nullable(Type.Integer()),
  smartPostId: Nullable(Type.String()),
  posting: Nullable(JobPosting),
  /** The job on the career site, once the requisition was opened. */
  jobId: Nullable(Type.Integer()),
  hiringManagerIds: Type.Array(Type.Integer()),
  approvers: Type.Array(Approver),
  recruiter: Nullable(RequisitionRecruiter),
  applicationCount: Type.Integer(),
  /** Its org hierarchy node (decision 0051); null: none. */
  hierarchyNodeId: Nullable(Type.Integer()),
  updatedAt: Millis,
});
export type StaffRequisition = Type.Static<typeof StaffRequisition>;

/** Create from a template: the template's values, then any given here. */
export const RequisitionCreateInput = Type.Object(
  {
    templateId: IdParam,
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    hiringManagerIds: Type.Optional(Type.Array(IdParam, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type RequisitionCreateInput = Type.Static<typeof RequisitionCreateInput>;

export const RequisitionUpdateInput = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    applyStreamId: Type.Optional(Nullable(IdParam)),
    smartPostId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    posting: Type.Optional(JobPosting),
    hiringManagerIds: Type.Optional(Type.Array(IdParam, { maxItems: 20 })),
    recruiter: Type.Optional(Nullable(RequisitionRecruiter)),
    hierarchyNodeId: Type.Optional(
      NullableNumber({ integer: true, minimum: 1, maximum: 2147483647 }),
    ),
  },
  { additionalProperties: false },
);
export type RequisitionUpdateInput = Type.Static<typeof RequisitionUpdateInput>;

export const ApproversInput = Type.Object(
  { staffUserIds: Type.Array(IdParam, { maxItems: 10 }) },
  { additionalProperties: false },
);
export type ApproversInput = Type.Static<typeof ApproversInput>;

export const StaffRequisitionParams = Type.Object({ client: ClientKey, requisitionId: IdParam });
export type StaffRequisitionParams = Type.Static<typeof StaffRequisitionParams>;

export const RequisitionStatusParams = Type.Object({
  client: ClientKey,
  requisitionId: IdParam,
  status: StaffRequisitionStatusSchema,
});
export type RequisitionStatusParams = Type.Static<typeof RequisitionStatusParams>;

export const RequisitionSearchBody = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(StaffRequisitionStatusSchema),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type RequisitionSearchBody = Type.Static<typeof RequisitionSearchBody>;

export const RequisitionListItem = Type.Object({
  requisitionId: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  status: StaffRequisitionStatusSchema,
  applicationCount: Type.Integer(),
  updatedAt: Millis,
});
export type RequisitionListItem = Type.Static<typeof RequisitionListItem>;

export const RequisitionSearchResult = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  items: Type.Array(RequisitionListItem),
});
export type RequisitionSearchResult = Type.Static<typeof RequisitionSearchResult>;

/** Staff users a requisition can name (hiring managers, approvers): id and name only. */
export const StaffDirectoryEntry = Type.Object({
  staffUserId: Type.Integer(),
  name: Type.String(),
  roles: Type.Array(Type.String()),
});
export const StaffDirectory = Type.Array(StaffDirectoryEntry);
export type StaffDirectoryEntry = Type.Static<typeof StaffDirectoryEntry>;
