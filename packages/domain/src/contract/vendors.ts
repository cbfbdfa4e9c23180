/**
 * Vendors (issue 27, decision 0051; spec 2 §7 "vendor", "vendor user", "view group"): the
 * agencies staff manage, their users and the requisitions they are given; and the vendor
 * portal, where a vendor's user lists those requisitions, submits a candidate to one and
 * follows their view group's submissions.
 */
import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

const Millis = Type.Integer({ description: 'epoch milliseconds' });
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
});

/** Who of a vendor sees which submissions: the whole vendor's, or only the user's own. */
export const VIEW_GROUPS = ['vendor', 'own'] as const;
export type ViewGroup = (typeof VIEW_GROUPS)[number];
export const ViewGroupSchema = Type.Enum([...VIEW_GROUPS]);

export const VendorParams = Type.Object({ client: ClientKey, vendorId: IdParam });
export type VendorParams = Type.Static<typeof VendorParams>;
export const VendorUserParams = Type.Object({
  client: ClientKey,
  vendorId: IdParam,
  staffUserId: IdParam,
});
export type VendorUserParams = Type.Static<typeof VendorUserParams>;

export const VendorInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    contactEmail: Type.Union([Email, Type.Null()]),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type VendorInput = Type.Static<typeof VendorInput>;

export const VendorSummary = Type.Object({
  vendorId: Type.Integer(),
  name: Type.String(),
  contactEmail: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  userCount: Type.Integer(),
  requisitionCount: Type.Integer(),
});
export type VendorSummary = Type.Static<typeof VendorSummary>;
export const VendorList = Type.Array(VendorSummary);

export const VendorUser = Type.Object({
  staffUserId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
  viewGroup: ViewGroupSchema,
});
export type VendorUser = Type.Static<typeof VendorUser>;

export const VendorRequisition = Type.Object({
  requisitionId: Type.Integer(),
  title: Type.String(),
  status: Type.String(),
});
export type VendorRequisition = Type.Static<typeof VendorRequisition>;

export const VendorDetail = Type.Object({
  vendorId: Type.Integer(),
  name: Type.String(),
  contactEmail: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  users: Type.Array(VendorUser),
  requisitions: Type.Array(VendorRequisition),
});
export type VendorDetail = Type.Static<typeof VendorDetail>;

/** A vendor user is created with the built-in vendor role and an initial password. */
export const VendorUserInput = Type.Object(
  {
    email: Email,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    password: Type.String({ minLength: 8, maxLength: 128 }),
    viewGroup: ViewGroupSchema,
  },
  { additionalProperties: false },
);
export type VendorUserInput = Type.Static<typeof VendorUserInput>;

export const ViewGroupInput = Type.Object(
  { viewGroup: ViewGroupSchema },
  { additionalProperties: false },
);
export type ViewGroupInput = Type.Static<typeof ViewGroupInput>;

/** The requisitions a vendor is given, replaced whole. */
export const VendorRequisitionsInput = Type.Object(
  { requisitionIds: Type.Array(IdParam, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type VendorRequisitionsInput = Type.Static<typeof VendorRequisitionsInput>;

/** Who the portal's user is: their vendor and view group (`me` of a vendor user). */
export const StaffVendorMembership = Type.Object({
  vendorId: Type.Integer(),
  vendorName: Type.String(),
  viewGroup: ViewGroupSchema,
});
export type StaffVendorMembership = Type.Static<typeof StaffVendorMembership>;

/** A requisition as its vendor sees it: what to recruit for, no more. */
export const PortalRequisition = Type.Object({
  requisitionId: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  city: Type.String(),
  country: Type.String(),
  employmentType: Type.String(),
  summary: Type.String(),
  description: Type.String(),
});
export type PortalRequisition = Type.Static<typeof PortalRequisition>;
export const PortalRequisitionList = Type.Array(PortalRequisition);

export const PortalRequisitionParams = Type.Object({ client: ClientKey, requisitionId: IdParam });
export type PortalRequisitionParams = Type.Static<typeof PortalRequisitionParams>;

/** The text fields of a submission (multipart, with the resume file). */
export const PortalSubmissionFields = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: 75, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    phone1: Type.String({ pattern: '^[0-9]{9,14}$' }),
  },
  { additionalProperties: false },
);
export type PortalSubmissionFields = Type.Static<typeof PortalSubmissionFields>;

/** One submission of the user's view group, with the application's stage. */
export const PortalSubmission = Type.Object({
  applicationId: Type.Integer(),
  requisitionId: Type.Integer(),
  requisitionTitle: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** The pipeline stage (Applied, Screening…), as staff set it. */
  status: Type.String(),
  submittedBy: Type.String(),
  submittedAt: Millis,
});
export type PortalSubmission = Type.Static<typeof PortalSubmission>;
export const PortalSubmissionList = Type.Array(PortalSubmission);
