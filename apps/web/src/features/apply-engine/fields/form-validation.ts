/**
 * Form validation in the browser: the shared domain validator (the server runs the same one
 * with Ajv), on the hand-written engine of the form schema subset: the site's CSP forbids
 * compiled code, and TypeBox's interpreter would take a sixth of the apply page's budget. A grid row
 * is validated as a small form of its own, with the row schema and the grid's columns.
 */
import {
  createFormValidator,
  isRowListSchema,
  subsetSchemaEngine,
  type ApplyFormConfig,
  type ColumnSchema,
  type FieldSchema,
  type FormValidator,
  type GridField,
  type RowSchema,
  type StreamFormMetadata,
} from '@talentgate/domain';

function formConfigOf(form: StreamFormMetadata): ApplyFormConfig {
  return {
    formMetaData: form.formMetaData,
    schemaMetaData: form.schemaMetaData,
    formDefinition: form.formDefinition,
    tableMap: form.tableMap,
    formStyle: form.formStyle,
  };
}

const formValidators = new WeakMap<StreamFormMetadata, FormValidator>();

/** The validator of a form, compiled once per metadata object. */
export function formValidator(form: StreamFormMetadata): FormValidator {
  let validator = formValidators.get(form);
  if (!validator) {
    validator = createFormValidator(formConfigOf(form), subsetSchemaEngine);
    formValidators.set(form, validator);
  }
  return validator;
}

/** The row schema of a grid (its `items`); none when the schema is not a list of rows. */
export function rowSchemaOf(schema: FieldSchema | ColumnSchema | undefined): RowSchema {
  if (schema && schema.type === 'array' && isRowListSchema(schema)) return schema.items;
  return { type: 'object', properties: {}, additionalProperties: false };
}

/** The grid's row as a form of its own: its columns, its row schema. */
function rowFormConfig(grid: GridField, rowSchema: RowSchema): ApplyFormConfig {
  return {
    formMetaData: { title: grid.title, fields: grid.columns },
    schemaMetaData: {
      type: 'object',
      properties: rowSchema.properties,
      ...(rowSchema.required ? { required: rowSchema.required } : {}),
      additionalProperties: false,
    },
    formDefinition: { table: grid.name.toLowerCase() },
    tableMap: [],
    formStyle: 0,
  };
}

const rowValidators = new WeakMap<GridField, FormValidator>();

/** Validates one row: every mandatory field of a row must be filled (spec 2 §5 "Grids"). */
export function rowValidator(grid: GridField, rowSchema: RowSchema): FormValidator {
  let validator = rowValidators.get(grid);
  if (!validator) {
    validator = createFormValidator(rowFormConfig(grid, rowSchema), subsetSchemaEngine);
    rowValidators.set(grid, validator);
  }
  return validator;
}
