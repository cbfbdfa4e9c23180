import Type from 'typebox';
import { EpochMillisInput, IdParam } from './common.js';

/** Opt in to terms and policy (spec 1 §3 "Opt-in"): consentDate in epoch milliseconds. */
export const OptInRequest = Type.Object(
  {
    candidateId: IdParam,
    consentDate: EpochMillisInput,
    termsAndPolicy: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type OptInRequest = Type.Static<typeof OptInRequest>;

/** A recorded opt-in; candidate_optin_id is the same id under its other spelling. */
export const OptIn = Type.Object({
  candidateOptinId: Type.Integer(),
  candidate_optin_id: Type.Integer(),
  candidateId: Type.Integer(),
  consentDate: Type.Integer(),
  termsAndPolicy: Type.Union([Type.String(), Type.Null()]),
});
export type OptIn = Type.Static<typeof OptIn>;

/** Check by candidate id: whether the candidate has opted in, and the record if so. */
export const OptInStatus = Type.Object({
  optedIn: Type.Boolean(),
  optIn: Type.Union([OptIn, Type.Null()]),
});
export type OptInStatus = Type.Static<typeof OptInStatus>;

/** Marketing unsubscribe by e-mail: the e-mail and the signature (unsubscribe token) sent to it. */
export const MarketingUnsubscribeRequest = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 75 }),
    signature: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);
export type MarketingUnsubscribeRequest = Type.Static<typeof MarketingUnsubscribeRequest>;
