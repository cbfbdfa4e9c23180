/**
 * Type guards of the form schema subset, in a module without TypeBox: code that only reads
 * schemas (form validation in the browser) need not load the schema builder form-schema.ts
 * runs when it loads.
 */
import type {
  ColumnSchema,
  FieldSchema,
  RowListFieldSchema,
  StringListFieldSchema,
} from './form-schema.js';

export function isRowListSchema(schema: FieldSchema): schema is RowListFieldSchema {
  return schema.type === 'array' && schema.items.type === 'object';
}

export function isStringListSchema(
  schema: FieldSchema | ColumnSchema,
): schema is StringListFieldSchema {
  return schema.type === 'array' && schema.items.type === 'string';
}
