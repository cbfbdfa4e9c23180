/**
 * `schemaMetaData`: the JSON Schema (draft-07, the draft Fastify's Ajv uses) of a form's data.
 * A form may use only this subset, so that every rule has a field-level message with a spec
 * code and both validation engines (Ajv on the server, TypeBox in the browser) agree:
 * strings (lengths, pattern, enum/const), numbers, lists of strings, and lists of rows
 * (grids). Objects never allow properties they do not name, so a hand-made request cannot
 * slip in a field the form does not have.
 */
import Type from 'typebox';

/** A field or column name: also the property name in the submitted data. */
export const FieldName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' });

const annotations = {
  title: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
};

export const StringFieldSchema = Type.Object(
  {
    type: Type.Literal('string'),
    ...annotations,
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    /** A regular expression (JavaScript, unicode mode); keep it simple and anchored. */
    pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    enum: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
    const: Type.Optional(Type.String()),
    default: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type StringFieldSchema = Type.Static<typeof StringFieldSchema>;

export const NumberFieldSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('number'), Type.Literal('integer')]),
    ...annotations,
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    default: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type NumberFieldSchema = Type.Static<typeof NumberFieldSchema>;

/** multiselect, checkbox-group, subscription-preferences. */
export const StringListFieldSchema = Type.Object(
  {
    type: Type.Literal('array'),
    ...annotations,
    items: StringFieldSchema,
    minItems: Type.Optional(Type.Integer({ minimum: 0 })),
    maxItems: Type.Optional(Type.Integer({ minimum: 1 })),
    uniqueItems: Type.Optional(Type.Boolean()),
    default: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type StringListFieldSchema = Type.Static<typeof StringListFieldSchema>;

const ColumnSchema = Type.Union([StringFieldSchema, NumberFieldSchema, StringListFieldSchema]);
export type ColumnSchema = Type.Static<typeof ColumnSchema>;

export const RowSchema = Type.Object(
  {
    type: Type.Literal('object'),
    properties: Type.Record(FieldName, ColumnSchema, { additionalProperties: false }),
    required: Type.Optional(Type.Array(FieldName)),
    additionalProperties: Type.Literal(false),
  },
  { additionalProperties: false },
);
export type RowSchema = Type.Static<typeof RowSchema>;

/** A grid: rows of columns. Row limits live in the grid widget (minRowCount, maxRowCount). */
export const RowListFieldSchema = Type.Object(
  {
    type: Type.Literal('array'),
    ...annotations,
    items: RowSchema,
  },
  { additionalProperties: false },
);
export type RowListFieldSchema = Type.Static<typeof RowListFieldSchema>;

export const FieldSchema = Type.Union([
  StringFieldSchema,
  NumberFieldSchema,
  StringListFieldSchema,
  RowListFieldSchema,
]);
export type FieldSchema = Type.Static<typeof FieldSchema>;

export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

export const FormSchema = Type.Object(
  {
    $schema: Type.Optional(Type.Literal(JSON_SCHEMA_DRAFT)),
    type: Type.Literal('object'),
    properties: Type.Record(FieldName, FieldSchema, { additionalProperties: false }),
    required: Type.Optional(Type.Array(FieldName)),
    additionalProperties: Type.Literal(false),
  },
  { additionalProperties: false },
);
export type FormSchema = Type.Static<typeof FormSchema>;

// The guards live in a TypeBox-free module, so readers of schemas need not load this one.
export { isRowListSchema, isStringListSchema } from './schema-guards.js';
