import Type from 'typebox';
import { AreaOfInterestList } from './area-of-interest.js';
import { NullableNumber } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Persona preferences (spec 1 §3): lists of areas of interest, locations and job titles. */
export const PERSONA_PREFERENCE_KEYS = ['areaOfInterest', 'location', 'jobTitle'] as const;
export type PersonaPreferenceKey = (typeof PERSONA_PREFERENCE_KEYS)[number];
const PreferenceList = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 20 });
export const PersonaPreferences = Type.Object(
  {
    areaOfInterest: Type.Optional(PreferenceList),
    location: Type.Optional(PreferenceList),
    jobTitle: Type.Optional(PreferenceList),
  },
  { additionalProperties: false },
);
export type PersonaPreferences = Type.Static<typeof PersonaPreferences>;

/** The candidate as calls return it (spec 1 §3). Password hashes and ssn never leave. */
export const Candidate = Type.Object({
  candidateId: Type.Integer(),
  uname: Type.String(),
  email: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  phone1: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  dob: Nullable(Type.String()),
  description: Nullable(Type.String()),
  accessType: Type.String(),
  veteran: Nullable(Type.String()),
  locked: Nullable(Type.Union([Type.Literal('t'), Type.Literal('f')])),
  languageCodeId: Nullable(Type.Integer()),
  termsAndPolicy: Nullable(Type.String()),
  /** Flattened from the stored entries: set when there is exactly one (spec 1 §3). */
  areaInterest: Nullable(Type.String()),
  areaOfInterestList: Nullable(Type.Array(Type.String())),
  preferences: Nullable(PersonaPreferences),
  createDate: Type.Integer({ description: 'epoch milliseconds' }),
  updateDate: Type.Integer({ description: 'epoch milliseconds' }),
  candidateCustomFieldsValueDTO: Type.Object({
    customFieldsNameValuePairs: Type.Record(Type.String(), Type.String()),
  }),
});
export type Candidate = Type.Static<typeof Candidate>;

/** Optional JSON body of the login call; Basic credentials take precedence (spec 1 §7). */
export const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type LoginBody = Type.Static<typeof LoginBody>;

export const SessionStatus = Type.Object({
  authenticated: Type.Boolean(),
  client: Nullable(Type.String()),
  candidateId: Nullable(Type.Integer()),
  /** When the session ends if idle, epoch milliseconds. */
  expiresAt: Nullable(Type.Integer()),
});
export type SessionStatus = Type.Static<typeof SessionStatus>;

const Text = (maxLength: number) => Type.String({ maxLength });

/**
 * The profile fields a candidate may set about themselves, on creation and on update.
 * Area of interest arrives as the list of entries of spec 1 §3.
 */
export const CandidateProfileFields = {
  firstName: Type.Optional(Text(100)),
  lastName: Type.Optional(Text(100)),
  phone1: Type.Optional(Type.String({ maxLength: 30, pattern: '^$|^[0-9 ()+.-]*$' })),
  city: Type.Optional(Text(100)),
  state: Type.Optional(Text(100)),
  country: Type.Optional(Text(100)),
  zip: Type.Optional(Text(20)),
  latitude: Type.Optional(NullableNumber({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(NullableNumber({ minimum: -180, maximum: 180 })),
  dob: Type.Optional(Type.String({ pattern: '^$|^\\d{4}-\\d{2}-\\d{2}$' })),
  description: Type.Optional(Text(4000)),
  veteran: Type.Optional(Text(20)),
  languageCodeId: Type.Optional(NullableNumber({ integer: true, minimum: 1 })),
  termsAndPolicy: Type.Optional(Text(10)),
  areaOfInterestList: Type.Optional(AreaOfInterestList),
  preferences: Type.Optional(PersonaPreferences),
  candidateCustomFieldsValueDTO: Type.Optional(
    Type.Object({
      customFieldsNameValuePairs: Type.Record(Type.String({ maxLength: 100 }), Text(2000), {
        maxProperties: 100,
      }),
    }),
  ),
};

/**
 * Update candidate (spec 1 §7): the fields a candidate may change about themselves. Empty
 * strings leave a field as it is; the sign-in e-mail, lock state and access type are not
 * changed here. An area-of-interest list replaces the stored one (an empty list clears it).
 */
export const CandidateUpdate = Type.Object(
  { candidateId: Type.Integer(), ...CandidateProfileFields },
  { additionalProperties: false },
);
export type CandidateUpdate = Type.Static<typeof CandidateUpdate>;

export const CandidateIdResult = Type.Object({ candidateId: Type.Integer() });
export type CandidateIdResult = Type.Static<typeof CandidateIdResult>;
