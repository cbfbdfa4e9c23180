/**
 * Calls of sensitive data (decision 0048): the HR system's SSN and e-mail check and one-time
 * codes by SMS, for the signed-in candidate. No answer carries an SSN or a code.
 */
import Type from 'typebox';
import { ONE_TIME_CODE_LENGTH, ONE_TIME_CODE_PURPOSES } from '../sensitive/one-time-codes.js';
import { ClientKey } from './common.js';

export const SensitiveClientParams = Type.Object({ client: ClientKey });
export type SensitiveClientParams = Type.Static<typeof SensitiveClientParams>;

/** A value as every answer shows it: `***-**-6789`. */
export const MaskedSensitiveValue = Type.Object({
  field: Type.String(),
  kind: Type.Union([Type.Literal('ssn'), Type.Literal('documentNumber')]),
  masked: Type.String(),
  updatedAt: Type.Integer(),
});
export type MaskedSensitiveValue = Type.Static<typeof MaskedSensitiveValue>;

/** Spec 2 §5 and §7: ssn and ssn_confirm must match; e-mail defaults to the account's. */
export const HrValidationBody = Type.Object(
  {
    ssn: Type.String({ minLength: 1, maxLength: 20 }),
    ssn_confirm: Type.String({ minLength: 1, maxLength: 20 }),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 75 })),
  },
  { additionalProperties: false },
);
export type HrValidationBody = Type.Static<typeof HrValidationBody>;

export const HrValidationResult = Type.Object({
  valid: Type.Literal(true),
  ssnMasked: Type.String(),
});
export type HrValidationResult = Type.Static<typeof HrValidationResult>;

const Purpose = Type.Union(ONE_TIME_CODE_PURPOSES.map((purpose) => Type.Literal(purpose)));

export const OneTimeCodeRequest = Type.Object(
  { purpose: Purpose },
  { additionalProperties: false },
);
export type OneTimeCodeRequest = Type.Static<typeof OneTimeCodeRequest>;

export const OneTimeCodeSent = Type.Object({
  /** The phone it went to, masked (`*******0100`). */
  sentTo: Type.String(),
  expiresAt: Type.Integer(),
});
export type OneTimeCodeSent = Type.Static<typeof OneTimeCodeSent>;

export const OneTimeCodeVerifyBody = Type.Object(
  {
    purpose: Purpose,
    code: Type.String({ minLength: 1, maxLength: ONE_TIME_CODE_LENGTH * 2 }),
  },
  { additionalProperties: false },
);
export type OneTimeCodeVerifyBody = Type.Static<typeof OneTimeCodeVerifyBody>;

/** A wrong code is an answer, not an error: `attemptsLeft` says how many tries remain. */
export const OneTimeCodeVerified = Type.Object({
  verified: Type.Boolean(),
  attemptsLeft: Type.Integer({ minimum: 0 }),
});
export type OneTimeCodeVerified = Type.Static<typeof OneTimeCodeVerified>;

/** A candidate's values, masked (the candidate's own call and staff's). */
export const SensitiveValueList = Type.Object({ items: Type.Array(MaskedSensitiveValue) });
export type SensitiveValueList = Type.Static<typeof SensitiveValueList>;

export const StaffRevealBody = Type.Object(
  { field: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type StaffRevealBody = Type.Static<typeof StaffRevealBody>;

/** The one answer with a value in full: a staff call, written to the audit log. */
export const StaffRevealedValue = Type.Object({ field: Type.String(), value: Type.String() });
export type StaffRevealedValue = Type.Static<typeof StaffRevealedValue>;
