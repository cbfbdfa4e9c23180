import Type from 'typebox';
import { SUBSCRIPTION_CHANNELS, SUBSCRIPTION_TYPES } from '../forms/vocabulary.js';
import { IdParam, NullableNumber } from './common.js';

const Flag = Type.Union([Type.Literal('t'), Type.Literal('f')]);
const CommunicationTypeSchema = Type.Enum(SUBSCRIPTION_TYPES);
const ChannelSchema = Type.Enum(SUBSCRIPTION_CHANNELS);

/** One subscription type a tenant offers (spec 1 §7 "Subscriptions: types"). */
export const SubscriptionType = Type.Object({
  communicationTypesId: Type.Integer(),
  communicationType: CommunicationTypeSchema,
  channel: ChannelSchema,
});
export const SubscriptionTypeList = Type.Array(SubscriptionType);
export type SubscriptionTypeList = Type.Static<typeof SubscriptionTypeList>;

/** A candidate's subscription as answered (spec 1 §3). usersId is the candidate's id. */
export const Subscription = Type.Object({
  communicationTypesId: Type.Integer(),
  communicationType: CommunicationTypeSchema,
  channel: ChannelSchema,
  subscription: Flag,
  candidateId: Type.Integer(),
  usersId: Type.Integer(),
  userName: Type.String(),
});
export type Subscription = Type.Static<typeof Subscription>;
export const SubscriptionList = Type.Array(Subscription);
export type SubscriptionList = Type.Static<typeof SubscriptionList>;

/** One entry of the update payload's subscriptions list. */
export const SubscriptionChoiceBody = Type.Object(
  { communicationType: CommunicationTypeSchema, channel: ChannelSchema, subscription: Flag },
  { additionalProperties: false },
);

/**
 * Add and update payload (spec 1 §3): usersId, candidateId and the subscriptions list. The
 * API applies the payload rules of spec 1 §5 before storing.
 */
export const SubscriptionUpdate = Type.Object(
  {
    usersId: NullableNumber({ integer: true }),
    candidateId: IdParam,
    subscriptions: Type.Array(SubscriptionChoiceBody, { minItems: 1, maxItems: 12 }),
  },
  { additionalProperties: false },
);
export type SubscriptionUpdate = Type.Static<typeof SubscriptionUpdate>;

/** Modify payload (spec 1 §3): one subscription by its type. */
export const SubscriptionModify = Type.Object(
  {
    usersId: NullableNumber({ integer: true }),
    communicationTypesId: IdParam,
    communicationType: CommunicationTypeSchema,
    subscription: Flag,
    candidateId: IdParam,
    userName: Type.Optional(Type.String({ maxLength: 75 })),
  },
  { additionalProperties: false },
);
export type SubscriptionModify = Type.Static<typeof SubscriptionModify>;

/** A signed unsubscribe token from an e-mailed link (spec 1 §2 `/unsubscribe/?token=`). */
export const UnsubscribeRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type UnsubscribeRequest = Type.Static<typeof UnsubscribeRequest>;

/** Answer of an unsubscribe: the e-mail the token named and what it ended. */
export const UnsubscribeResult = Type.Object({
  status: Type.Literal('Success'),
  email: Type.String(),
  unsubscribed: Type.Array(CommunicationTypeSchema),
});
export type UnsubscribeResult = Type.Static<typeof UnsubscribeResult>;

/** The e-mail link actions of `/profile/actionpreferences/` (spec 1 §2, §8). */
export const PREFERENCE_ACTIONS = ['unsubscribe'] as const;

/**
 * `/profile/actionpreferences/?action=&email=&signature=`: the signature is the unsubscribe
 * token of the e-mail the link was sent to, so a typed address alone unsubscribes nobody.
 */
export const ActionPreferencesRequest = Type.Object(
  {
    action: Type.Enum(PREFERENCE_ACTIONS),
    email: Type.String({ minLength: 1, maxLength: 75 }),
    signature: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);
export type ActionPreferencesRequest = Type.Static<typeof ActionPreferencesRequest>;

/** The one-click address's query: the token of the e-mail's List-Unsubscribe header. */
export const OneClickQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 2048 }),
});

/** The RFC 8058 body a mail client posts (form-encoded or multipart), kept as text. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** The double opt-in link of a job-alert sign-up (decision 0027): its secret. */
export const AlertConfirmRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export type AlertConfirmRequest = Type.Static<typeof AlertConfirmRequest>;

/** Answer of a used double opt-in link: alerts go to this address from now on. */
export const AlertConfirmResult = Type.Object({
  status: Type.Literal('Confirmed'),
  email: Type.String(),
});
export type AlertConfirmResult = Type.Static<typeof AlertConfirmResult>;
