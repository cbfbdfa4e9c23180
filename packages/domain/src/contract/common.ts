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

/** Positive database id in a path segment. */
export const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 });
