/**
 * Candidate creation and the end of a flow (spec 2 §4 "Candidate creation", §7), the
 * public candidate-exists check and the candidate form record.
 */
import Type from 'typebox';
import { FLOW_TYPES } from '../flows/contact-method.js';
import { PASSWORD_MAX_LENGTH } from '../validation/password.js';
import { CandidateProfileFields } from './candidate.js';

const Text = (maxLength: number) => Type.String({ maxLength });

/** 't'/'f' flags; 'true'/'false' are read the same way (see isFlagOn). */
export const FlagParam = Type.Union([
  Type.Literal('t'),
  Type.Literal('f'),
  Type.Literal('true'),
  Type.Literal('false'),
]);

export const FlowTypeParam = Type.Enum(FLOW_TYPES);

/**
 * An apply stream as this flow refers to it: opaque here (a number or a key), resolved by
 * the apply-stream configuration (see the seam in the API's candidate-flow module).
 */
export const ApplyStreamRef = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2147483647 }),
  // An id in digits (at most 9, so it fits the id column), or a key that is not all digits.
  Type.String({ pattern: '^(?:[0-9]{1,9}|(?![0-9]+$)[A-Za-z0-9_.-]{1,100})$' }),
]);
export type ApplyStreamRef = Type.Static<typeof ApplyStreamRef>;

/**
 * A new candidate (spec 2 §3). uname is the sign-in e-mail (checked by the uname rules and
 * stored lower-cased); the password is optional (login-less candidates have none). Empty
 * strings are removed before saving.
 */
export const CandidateCreate = Type.Object(
  {
    uname: Text(200),
    /** Defaults to uname. */
    email: Type.Optional(Text(200)),
    password: Type.Optional(Text(PASSWORD_MAX_LENGTH * 4)),
    ...CandidateProfileFields,
    sfxContactSource: Type.Optional(Text(100)),
    atsRequisitionId: Type.Optional(Type.Integer({ minimum: 1 })),
    smartpostId: Type.Optional(Text(100)),
    /** The page the candidate was on (spec 2 §3 "a text field holding the current page URL"). */
    pageUrl: Type.Optional(Text(2048)),
  },
  { additionalProperties: false },
);
export type CandidateCreate = Type.Static<typeof CandidateCreate>;

/** Start create-candidate workflow (spec 2 §7): the stream, the flow and the candidate. */
export const StartCandidateWorkflow = Type.Object(
  {
    streamId: ApplyStreamRef,
    /** Decides the contact method recorded on the candidate (spec 2 §1). */
    flowType: FlowTypeParam,
    leadCapture: Type.Optional(Type.Boolean()),
    easyApplyFlag: Type.Optional(FlagParam),
    /** Recorded on the candidate form record, cut to 220 characters. */
    hostUrl: Type.Optional(Text(4096)),
    wpLandingPageId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' })),
    candidate: CandidateCreate,
  },
  { additionalProperties: false },
);
export type StartCandidateWorkflow = Type.Static<typeof StartCandidateWorkflow>;

/** Answer header of candidate creation: the new candidate's temporary token (decision 0010). */
export const NONCE_HEADER = 'x-nonce';
/** Its expiry, epoch milliseconds. */
export const NONCE_EXPIRY_HEADER = 'x-nonce-expiry';

/** Public candidate-exists check by username (spec 2 §7); the client is in the path. */
export const CandidateExistsQuery = Type.Object({ username: Text(200) });
export const CandidateExistsResult = Type.Object({ exists: Type.Boolean() });
export type CandidateExistsResult = Type.Static<typeof CandidateExistsResult>;

/** E-mail templates sent at the end of a flow (spec 1 §7 "E-mail candidate"). */
export const FLOW_EMAIL_TEMPLATES = {
  activation: 'Candidate Activation',
  welcome: 'Welcome',
} as const;
export type FlowEmailTemplate = (typeof FLOW_EMAIL_TEMPLATES)[keyof typeof FLOW_EMAIL_TEMPLATES];

/** End of a flow (spec 2 §4): the language picks the e-mail's language. */
export const FinishFlowBody = Type.Object(
  {
    candidateId: Type.Integer(),
    language: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  },
  { additionalProperties: false },
);
export type FinishFlowBody = Type.Static<typeof FinishFlowBody>;

export const FinishFlowResult = Type.Object({
  candidateId: Type.Integer(),
  locked: Type.Union([Type.Literal('t'), Type.Literal('f'), Type.Null()]),
  /** The e-mail sent, or null (flow e-mails disabled, or the flow had ended before). */
  email: Type.Union([
    Type.Literal(FLOW_EMAIL_TEMPLATES.activation),
    Type.Literal(FLOW_EMAIL_TEMPLATES.welcome),
    Type.Null(),
  ]),
});
export type FinishFlowResult = Type.Static<typeof FinishFlowResult>;

/** The event check-in host URL is cut to this many characters (spec 2 §9). */
export const HOST_URL_MAX_LENGTH = 220;

/** Add candidate form record (spec 2 §3, §7). */
export const CandidateFormRecordInput = Type.Object(
  {
    applyStreamId: ApplyStreamRef,
    candidateId: Type.Integer(),
    hostUrl: Type.Optional(Text(4096)),
    wpLandingPageId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' })),
  },
  { additionalProperties: false },
);
export type CandidateFormRecordInput = Type.Static<typeof CandidateFormRecordInput>;

export const CandidateFormRecord = Type.Object({
  formRecordId: Type.Integer(),
  applyStreamId: Type.String(),
  candidateId: Type.Integer(),
  hostUrl: Type.Union([Type.String(), Type.Null()]),
  wpLandingPageId: Type.Union([Type.String(), Type.Null()]),
  createDate: Type.Integer({ description: 'epoch milliseconds' }),
});
export type CandidateFormRecord = Type.Static<typeof CandidateFormRecord>;
