/**
 * A submission as it is validated and kept (spec 2 §5 "Schema validation", §4): empty strings,
 * nulls and empty lists are treated as not given; text is trimmed (passwords are left as
 * typed); phone numbers keep digits only; e-mails are lower-cased; schema defaults fill what
 * is missing; reset rules clear the fields their trigger values name. Properties the form
 * does not have are kept, so that validation can reject them.
 */
import type { ColumnSchema, FieldSchema } from './form-schema.js';
import { isRowListSchema } from './schema-guards.js';
import type { ApplyFormConfig, ColumnField, UiField } from './form-metadata.js';
import { phoneDigits } from '../validation/candidate-fields.js';
import { matchesRuleValues } from './rules.js';

export type FormData = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanString(field: UiField | ColumnField | undefined, value: string): string | undefined {
  if (field?.widget === 'password') return value === '' ? undefined : value;
  let cleaned = value.trim();
  if (field?.widget === 'phone') cleaned = phoneDigits(cleaned);
  if (field?.widget === 'email') cleaned = cleaned.toLowerCase();
  return cleaned === '' ? undefined : cleaned;
}

interface Scope {
  properties: Record<string, FieldSchema | ColumnSchema>;
}

function cleanValue(
  field: UiField | ColumnField | undefined,
  property: FieldSchema | ColumnSchema | undefined,
  value: unknown,
): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') return cleanString(field, value);
  if (!Array.isArray(value)) return value;
  let items: unknown[];
  if (field?.widget === 'grid') {
    const rowScope: Scope =
      property && isRowListSchema(property) ? property.items : { properties: {} };
    items = value.map((row) =>
      isPlainObject(row) ? cleanScope(field.columns, rowScope, row) : row,
    );
  } else {
    items = value
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '' && item !== null);
  }
  return items.length === 0 ? undefined : items;
}

function defaultOf(schema: FieldSchema | ColumnSchema): unknown {
  if (!('default' in schema) || schema.default === undefined) return undefined;
  return Array.isArray(schema.default) ? [...schema.default] : schema.default;
}

/** Cleans the values of a form or a grid row and fills the schema's defaults. */
function cleanScope(
  fields: readonly (UiField | ColumnField)[],
  scope: Scope,
  data: Record<string, unknown>,
): FormData {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const cleaned: FormData = {};
  for (const [name, value] of Object.entries(data)) {
    const result = cleanValue(byName.get(name), scope.properties[name], value);
    if (result !== undefined) cleaned[name] = result;
  }
  for (const [name, property] of Object.entries(scope.properties)) {
    if (cleaned[name] !== undefined) continue;
    const fallback = defaultOf(property);
    if (fallback !== undefined) cleaned[name] = fallback;
  }
  return cleaned;
}

/** Clears the fields of every reset rule whose trigger value matches. */
export function applyResetRules(config: ApplyFormConfig, data: FormData): FormData {
  const cleared = new Set<string>();
  for (const rule of config.formMetaData.resetRules ?? []) {
    if (matchesRuleValues(data[rule.trigger], rule.values))
      rule.clears.forEach((name) => cleared.add(name));
  }
  return Object.fromEntries(Object.entries(data).filter(([name]) => !cleared.has(name)));
}

export function prepareFormData(config: ApplyFormConfig, input: unknown): FormData {
  if (!isPlainObject(input)) return {};
  const cleaned = cleanScope(config.formMetaData.fields, config.schemaMetaData, input);
  return applyResetRules(config, cleaned);
}
