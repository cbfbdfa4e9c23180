import Type from 'typebox';
import { EpochMillisInput, LATEST_EPOCH_MILLIS, NullableNumber } from './common.js';

/** Activity types (spec 1 §3). */
export const ACTIVITY_TYPES = [
  'action',
  'reminder',
  'summary',
  'notification',
  'status',
  'suggestion',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The activity added when a candidate is created (spec 2 §3, §7). */
export const CREATED_ACTIVITY = {
  contextType: 'candidate',
  type: 'summary',
  status: 'created',
} as const;
/** Stands for the creation date in activity texts; the activity feed fills it in. */
export const ACTIVITY_DATE_PLACEHOLDER = '{createdDatetime}';
export const CREATED_ACTIVITY_DATA = `Profile created on ${ACTIVITY_DATE_PLACEHOLDER}.`;

/** Add candidate activity (spec 1 §7, spec 2 §7); dates are epoch milliseconds. */
export const ActivityInput = Type.Object(
  {
    candidateId: Type.Integer(),
    contextType: Type.Literal('candidate'),
    type: Type.Enum(ACTIVITY_TYPES),
    status: Type.String({ minLength: 1, maxLength: 40 }),
    activityData: Type.String({ maxLength: 2000 }),
    createdDatetime: Type.Optional(EpochMillisInput),
    completedDatetime: Type.Optional(
      NullableNumber({ integer: true, minimum: 0, maximum: LATEST_EPOCH_MILLIS }),
    ),
  },
  { additionalProperties: false },
);
export type ActivityInput = Type.Static<typeof ActivityInput>;

export const Activity = Type.Object({
  activityId: Type.Integer(),
  candidateId: Type.Integer(),
  contextType: Type.String(),
  type: Type.String(),
  status: Type.String(),
  activityData: Type.String(),
  createdDatetime: Type.Integer(),
  completedDatetime: Type.Union([Type.Integer(), Type.Null()]),
});
export type Activity = Type.Static<typeof Activity>;

export const ActivityList = Type.Array(Activity);

/** Update candidate activity (spec 1 §7): the add body plus activityId; completes it now. */
export const ActivityUpdate = Type.Object(
  {
    activityId: Type.Integer({ minimum: 1 }),
    candidateId: Type.Integer(),
    contextType: Type.Literal('candidate'),
    type: Type.Enum(ACTIVITY_TYPES),
    status: Type.String({ minLength: 1, maxLength: 40 }),
    activityData: Type.String({ maxLength: 2000 }),
    createdDatetime: Type.Optional(EpochMillisInput),
    completedDatetime: Type.Optional(
      NullableNumber({ integer: true, minimum: 0, maximum: LATEST_EPOCH_MILLIS }),
    ),
  },
  { additionalProperties: false },
);
export type ActivityUpdate = Type.Static<typeof ActivityUpdate>;
