import Type from 'typebox';
import { FIELD_ERROR_CODES } from '../forms/vocabulary.js';

/** One field's problem in a form submission (spec 2 §5 codes 302, 201, 202). */
export const FieldErrorBody = Type.Object({
  /** The field's path in the submitted data: `firstName`, `education.0.institution`. */
  field: Type.String(),
  code: Type.Enum([
    FIELD_ERROR_CODES.tooLong,
    FIELD_ERROR_CODES.invalid,
    FIELD_ERROR_CODES.required,
  ]),
  message: Type.String(),
});
export type FieldErrorBody = Type.Static<typeof FieldErrorBody>;

/** Body of every error the API returns. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    /** The request field at fault, for validation errors. */
    field: Type.Optional(Type.String()),
    /** Every field at fault, for form submissions; `field` and `message` name the first. */
    fields: Type.Optional(Type.Array(FieldErrorBody)),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** Tenant key as it appears in `{client}` path segments. */
export const ClientKey = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' });

/** The last millisecond of year 9999: a later date is no date JavaScript or PostgreSQL can hold. */
export const LATEST_EPOCH_MILLIS = 253_402_300_799_999;

/** A date sent as epoch milliseconds. */
export const EpochMillisInput = Type.Integer({ minimum: 0, maximum: LATEST_EPOCH_MILLIS });

/** Positive database id in a path segment. */
export const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `{client}` and a candidate id: calls "by candidateId". */
export const CandidateIdParams = Type.Object({ client: ClientKey, candidateId: IdParam });
export type CandidateIdParams = Type.Static<typeof CandidateIdParams>;

/** `{client}` and a record id: calls "by id". */
export const RecordIdParams = Type.Object({ client: ClientKey, id: IdParam });
export type RecordIdParams = Type.Static<typeof RecordIdParams>;

/** Answer of calls that change something and have nothing else to say. */
export const SuccessResult = Type.Object({ status: Type.Literal('Success') });
export type SuccessResult = Type.Static<typeof SuccessResult>;

/**
 * A number or null in a request body. Written as a type list, not anyOf: with type coercion
 * on (apps/api/src/app.ts), Ajv turns null into 0 in an anyOf's number branch, and 0 into
 * null in a null branch; a type list coerces only when no listed type matches.
 */
export const NullableNumber = (
  options: { minimum?: number; maximum?: number; integer?: boolean } = {},
) => {
  const { integer = false, ...limits } = options;
  return Type.Unsafe<number | null>({ ...limits, type: [integer ? 'integer' : 'number', 'null'] });
};
