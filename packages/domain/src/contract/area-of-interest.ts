import Type from 'typebox';
import { NullableNumber } from './common.js';

/** Longest area-of-interest name we keep. */
export const AREA_OF_INTEREST_MAX_LENGTH = 200;
/** Most areas one candidate may hold. */
export const AREA_OF_INTEREST_MAX_ITEMS = 50;

/**
 * One area of interest as calls carry it (spec 1 §3, spec 2 §3): usersId is null on send
 * (the candidate is known from the call), isSystemGenerated 1 marks a system-generated one.
 */
export const AreaOfInterestEntry = Type.Object(
  {
    usersId: NullableNumber({ integer: true }),
    areaOfInterest: Type.String({ minLength: 1, maxLength: AREA_OF_INTEREST_MAX_LENGTH }),
    isSystemGenerated: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
export type AreaOfInterestEntry = Type.Static<typeof AreaOfInterestEntry>;

export const AreaOfInterestList = Type.Array(AreaOfInterestEntry, {
  maxItems: AREA_OF_INTEREST_MAX_ITEMS,
});
export type AreaOfInterestList = Type.Static<typeof AreaOfInterestList>;

/** The stored list as answered: usersId is the candidate's id. */
export const StoredAreaOfInterest = Type.Object({
  usersId: Type.Integer(),
  areaOfInterest: Type.String(),
  isSystemGenerated: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export const StoredAreaOfInterestList = Type.Array(StoredAreaOfInterest);
export type StoredAreaOfInterestList = Type.Static<typeof StoredAreaOfInterestList>;
