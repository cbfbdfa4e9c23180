/**
 * Offers as staff build them and candidates answer them (issue 27; spec 2 §7 staff catalogue
 * "offer (templates, elements, approvals)", "approvalchain (all, id, details, detail, reorder
 * details POST, activate, deactivate)", Application "offertemplete/update/{applicationId}/
 * {approvalChainId}/{offerTemplateId}"; §4 offer status, accept/reject by approver, extend).
 */
import Type from 'typebox';
import { APPROVAL_STEP_KINDS, OFFER_ELEMENT_KINDS, OFFER_STATUSES } from '../offers.js';
import { ClientKey, EpochMillisInput, IdParam } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Millis = Type.Integer({ description: 'epoch milliseconds' });
const CalendarDate = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'yyyy-MM-dd',
});

export const OfferElementInput = Type.Object(
  {
    kind: Type.Enum([...OFFER_ELEMENT_KINDS]),
    label: Type.String({ minLength: 1, maxLength: 100 }),
    /** Free text with {{variables}}; for salary, start date and bonus an optional sentence. */
    text: Type.String({ maxLength: 4000 }),
  },
  { additionalProperties: false },
);
export type OfferElementInput = Type.Static<typeof OfferElementInput>;

export const OfferTemplateInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    elements: Type.Array(OfferElementInput, { minItems: 1, maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type OfferTemplateInput = Type.Static<typeof OfferTemplateInput>;

export const OfferElement = Type.Object({
  offerElementId: Type.Integer(),
  kind: Type.Enum([...OFFER_ELEMENT_KINDS]),
  label: Type.String(),
  text: Type.String(),
});
export type OfferElement = Type.Static<typeof OfferElement>;

export const OfferTemplate = Type.Object({
  offerTemplateId: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  elements: Type.Array(OfferElement),
});
export type OfferTemplate = Type.Static<typeof OfferTemplate>;
export const OfferTemplateList = Type.Array(OfferTemplate);

export const OfferTemplateParams = Type.Object({ client: ClientKey, offerTemplateId: IdParam });

/** One step of a chain: a staff user (`staffUserId`), or the managers of the requisition's node. */
export const ApprovalStepInput = Type.Object(
  {
    kind: Type.Enum([...APPROVAL_STEP_KINDS]),
    /** Required for `staff`, not given otherwise. */
    staffUserId: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);
export type ApprovalStepInput = Type.Static<typeof ApprovalStepInput>;

export const ApprovalChainInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** The steps in the order they approve. */
    steps: Type.Array(ApprovalStepInput, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);
export type ApprovalChainInput = Type.Static<typeof ApprovalChainInput>;

/** One step of a chain, in order (spec 2 §7 "details"). */
export const ApprovalChainDetail = Type.Object({
  approvalChainDetailId: Type.Integer(),
  kind: Type.Enum([...APPROVAL_STEP_KINDS]),
  /** The named approver of a `staff` step; null for the hierarchy's managers. */
  staffUserId: Nullable(Type.Integer()),
  /** The approver's name; empty for the hierarchy's managers (they are found per offer). */
  name: Type.String(),
  sortOrder: Type.Integer(),
});
export type ApprovalChainDetail = Type.Static<typeof ApprovalChainDetail>;
export const ApprovalChainDetailList = Type.Array(ApprovalChainDetail);

export const ApprovalChain = Type.Object({
  approvalChainId: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  details: Type.Array(ApprovalChainDetail),
});
export type ApprovalChain = Type.Static<typeof ApprovalChain>;
export const ApprovalChainList = Type.Array(ApprovalChain);

export const ApprovalChainParams = Type.Object({ client: ClientKey, approvalChainId: IdParam });

/** The chain's details (approvers) in their new order: every detail id once. */
export const ApprovalChainReorderBody = Type.Object(
  { approvalChainDetailIds: Type.Array(IdParam, { minItems: 1, maxItems: 10 }) },
  { additionalProperties: false },
);
export type ApprovalChainReorderBody = Type.Static<typeof ApprovalChainReorderBody>;

export const OfferDraftParams = Type.Object({
  client: ClientKey,
  applicationId: IdParam,
  approvalChainId: IdParam,
  offerTemplateId: IdParam,
});
export type OfferDraftParams = Type.Static<typeof OfferDraftParams>;

/** The values the template's elements take. */
export const OfferDraftBody = Type.Object(
  {
    salary: Type.String({ minLength: 1, maxLength: 200 }),
    startDate: CalendarDate,
    bonus: Type.Optional(Type.String({ maxLength: 200 })),
    /** When the candidate's answer is due. */
    expiresAt: EpochMillisInput,
  },
  { additionalProperties: false },
);
export type OfferDraftBody = Type.Static<typeof OfferDraftBody>;

export const OfferLetterSection = Type.Object({ label: Type.String(), text: Type.String() });
export type OfferLetterSection = Type.Static<typeof OfferLetterSection>;

export const OfferApproval = Type.Object({
  staffUserId: Type.Integer(),
  name: Type.String(),
  /** Which submission for approval (a rejection ends a round; the next one starts afresh). */
  round: Type.Integer(),
  sortOrder: Type.Integer(),
  decision: Type.Enum(['pending', 'approved', 'rejected', 'cancelled']),
  comment: Type.String(),
  decidedAt: Nullable(Millis),
});
export type OfferApproval = Type.Static<typeof OfferApproval>;

export const StaffOffer = Type.Object({
  offerId: Type.Integer(),
  applicationId: Nullable(Type.Integer()),
  candidateName: Type.String(),
  jobTitle: Type.String(),
  status: Type.Enum([...OFFER_STATUSES]),
  salary: Type.String(),
  startDate: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  bonus: Type.String(),
  expiresAt: Nullable(Millis),
  sentAt: Nullable(Millis),
  offerTemplateId: Nullable(Type.Integer()),
  templateName: Type.String(),
  approvalChainId: Nullable(Type.Integer()),
  chainName: Type.String(),
  letter: Type.Array(OfferLetterSection),
  approvals: Type.Array(OfferApproval),
  /** Whose turn it is while the offer is pending approval. */
  currentApproverId: Nullable(Type.Integer()),
  signature: Nullable(Type.String()),
  answeredAt: Nullable(Millis),
});
export type StaffOffer = Type.Static<typeof StaffOffer>;
export const StaffOfferList = Type.Array(StaffOffer);

export const StaffOfferParams = Type.Object({ client: ClientKey, offerId: IdParam });

export const OfferApprovalBody = Type.Object(
  { comment: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type OfferApprovalBody = Type.Static<typeof OfferApprovalBody>;

/** The candidate's answer: the typed signature (spec 2 §5: first plus last name). */
export const OfferAnswerBody = Type.Object(
  { signature: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type OfferAnswerBody = Type.Static<typeof OfferAnswerBody>;
