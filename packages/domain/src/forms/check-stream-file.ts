/**
 * Checks a stream file before import: its shape (the StreamFile schema) and what a schema
 * cannot say: every UI field names a schema property and the other way round, widgets fit
 * their data, rules and table maps name existing fields, patterns compile. Problems carry
 * a JSON pointer into the file so an author can find them.
 */
import { Value } from 'typebox/value';
import {
  isRowListSchema,
  isStringListSchema,
  type ColumnSchema,
  type FieldSchema,
  type FormSchema,
} from './form-schema.js';
import type { ApplyFormConfig, ColumnField, UiField } from './form-metadata.js';
import { pointerSegments } from './schema-engine.js';
import { StreamFile } from './stream-file.js';
import { WIDGETS } from './vocabulary.js';
import { isResumeType } from '../attachments/attachment-rules.js';

export interface StreamFileProblem {
  /** JSON pointer into the file, e.g. /steps/0/forms/1/formMetaData/fields/2. */
  path: string;
  message: string;
}

const MAX_PROBLEMS = 25;

export type StreamFileReading =
  { ok: true; file: StreamFile } | { ok: false; problems: StreamFileProblem[] };

/** A parsed file's value as a stream file, or the problems that keep it from being one. */
export function readStreamFile(value: unknown): StreamFileReading {
  if (!Value.Check(StreamFile, value)) {
    return { ok: false, problems: shapeProblems(value).slice(0, MAX_PROBLEMS) };
  }
  const problems = streamProblems(value);
  return problems.length === 0 ? { ok: true, file: value } : { ok: false, problems };
}

/** Problems of a stream file; an empty list means it can be imported. */
export function checkStreamFile(value: unknown): StreamFileProblem[] {
  const reading = readStreamFile(value);
  return reading.ok ? [] : reading.problems;
}

function streamProblems(value: StreamFile): StreamFileProblem[] {
  const problems: StreamFileProblem[] = [];
  const keys = new Set<string>();
  value.steps.forEach((step, stepIndex) => {
    (step.forms ?? []).forEach((form, formIndex) => {
      const path = `/steps/${stepIndex}/forms/${formIndex}`;
      if (keys.has(form.key)) {
        problems.push({ path: `${path}/key`, message: `Form "${form.key}" appears twice.` });
      }
      keys.add(form.key);
      problems.push(...checkFormConfig(form, path));
    });
  });
  if (keys.size === 0) problems.push({ path: '/steps', message: 'A stream needs a form.' });
  if (value.onboardingDueDays !== undefined && value.flowType !== 'onboarding') {
    problems.push({
      path: '/onboardingDueDays',
      message: 'Only an onboarding stream has days to complete its forms.',
    });
  }
  return problems.slice(0, MAX_PROBLEMS);
}

interface TypeboxIssue {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  message: string;
  params: unknown;
}

/**
 * Schema errors, without the noise of union variants ruled out by their discriminant
 * (`widget` of a field, `type` of an action or schema): a field that says it is a date
 * is only told what is wrong with it as a date.
 */
function shapeProblems(value: unknown): StreamFileProblem[] {
  const issues: TypeboxIssue[] = [...Value.Errors(StreamFile, value)];
  const discriminant = /^(.*\/anyOf\/\d+)\/properties\/(?:widget|type)$/;
  const ruledOut: { objectPath: string; variant: string }[] = [];
  for (const issue of issues) {
    const match = discriminant.exec(issue.schemaPath);
    if (match?.[1] && (issue.keyword === 'enum' || issue.keyword === 'const')) {
      ruledOut.push({ objectPath: issue.instancePath.replace(/\/[^/]+$/, ''), variant: match[1] });
    }
  }
  const isRuledOut = (issue: TypeboxIssue) =>
    ruledOut.some(
      (out) =>
        issue.instancePath.startsWith(out.objectPath) &&
        (issue.schemaPath === out.variant || issue.schemaPath.startsWith(`${out.variant}/`)),
    );
  const kept = issues.filter((issue) => !isRuledOut(issue) && issue.keyword !== 'boolean');
  const specific = kept.filter((issue) => issue.keyword !== 'anyOf');
  const chosen = specific.length > 0 ? specific : kept;
  const problems = chosen.map((issue) => ({
    path: issue.instancePath || '/',
    message: describeIssue(issue),
  }));
  if (problems.length === 0) {
    // Every variant was ruled out: the discriminant itself is unknown.
    return ruledOut
      .filter((out, index) => ruledOut.findIndex((o) => o.objectPath === out.objectPath) === index)
      .map((out) => ({
        path: out.objectPath || '/',
        message: unknownKind(valueAt(value, out.objectPath)),
      }));
  }
  return problems.filter(
    (problem, index) =>
      problems.findIndex(
        (other) => other.path === problem.path && other.message === problem.message,
      ) === index,
  );
}

function valueAt(value: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce<unknown>(
    (current, segment) =>
      typeof current === 'object' && current !== null ? Reflect.get(current, segment) : undefined,
    value,
  );
}

function unknownKind(value: unknown): string {
  if (typeof value !== 'object' || value === null) return 'Unknown widget or type.';
  const widget: unknown = Reflect.get(value, 'widget');
  if (typeof widget === 'string')
    return `Unknown widget "${widget}"; use one of ${WIDGETS.join(', ')}.`;
  const type: unknown = Reflect.get(value, 'type');
  return typeof type === 'string' ? `Unknown type "${type}".` : 'Unknown widget or type.';
}

function describeIssue(issue: TypeboxIssue): string {
  if (issue.keyword === 'anyOf') {
    return issue.instancePath.endsWith('/widget') || issue.instancePath.endsWith('/type')
      ? 'Unknown widget or type.'
      : 'Does not match any allowed shape (check its widget or type).';
  }
  const params = issue.params;
  if (issue.keyword === 'additionalProperties' && typeof params === 'object' && params) {
    const names = Reflect.get(params, 'additionalProperties');
    if (Array.isArray(names)) return `Unknown property: ${names.join(', ')}.`;
  }
  return `${issue.message[0]?.toUpperCase() ?? ''}${issue.message.slice(1)}.`;
}

type Problems = StreamFileProblem[];

const WIDGETS_BY_DATA = {
  string: new Set([
    'text',
    'textarea',
    'email',
    'phone',
    'date',
    'select',
    'checkbox',
    'password',
    'terms-optin',
    'zip',
    'place',
    'hidden',
  ]),
  number: new Set(['hidden']),
  list: new Set([
    'multiselect',
    'checkbox-group',
    'subscription-preferences',
    'attachment',
    'screening',
  ]),
  rows: new Set(['grid']),
};

function dataKind(schema: FieldSchema | ColumnSchema): keyof typeof WIDGETS_BY_DATA {
  if (schema.type === 'string') return 'string';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (isStringListSchema(schema)) return 'list';
  return 'rows';
}

/** Consistency of one form's UI definition with its schema, rules and table map. */
export function checkFormConfig(form: ApplyFormConfig, path: string): Problems {
  const problems: Problems = [];
  const { formMetaData, schemaMetaData, tableMap, formDefinition } = form;
  const fieldsPath = `${path}/formMetaData/fields`;
  problems.push(
    ...checkScope(formMetaData.fields, schemaMetaData, fieldsPath, `${path}/schemaMetaData`),
  );
  const names = new Set(formMetaData.fields.map((field) => field.name));
  const missing = (name: string, where: string) =>
    names.has(name) ? [] : [{ path: where, message: `No field "${name}" in this form.` }];
  (formMetaData.resetRules ?? []).forEach((rule, index) => {
    const where = `${path}/formMetaData/resetRules/${index}`;
    problems.push(...missing(rule.trigger, `${where}/trigger`));
    rule.clears.forEach((name) => problems.push(...missing(name, `${where}/clears`)));
  });
  if (formMetaData.skipNextFormWhen) {
    problems.push(
      ...missing(formMetaData.skipNextFormWhen.field, `${path}/formMetaData/skipNextFormWhen`),
    );
  }
  tableMap.forEach((table, index) =>
    table.fields.forEach((name) => problems.push(...missing(name, `${path}/tableMap/${index}`))),
  );
  (formDefinition.summaryFormConfiguration?.fields ?? []).forEach((name) =>
    problems.push(...missing(name, `${path}/formDefinition/summaryFormConfiguration`)),
  );
  return problems;
}

interface ScopeSchema {
  properties: Record<string, FieldSchema | ColumnSchema>;
  required?: string[] | undefined;
}

/** A form's fields against its schema, or a grid's columns against its row schema. */
function checkScope(
  fields: readonly (UiField | ColumnField)[],
  schema: ScopeSchema | FormSchema,
  fieldsPath: string,
  schemaPath: string,
): Problems {
  const problems: Problems = [];
  const seen = new Set<string>();
  const properties: Record<string, FieldSchema | ColumnSchema> = schema.properties;
  fields.forEach((field, index) => {
    const where = `${fieldsPath}/${index}`;
    if (seen.has(field.name)) problems.push({ path: where, message: `"${field.name}" twice.` });
    seen.add(field.name);
    const data = properties[field.name];
    if (!data) {
      problems.push({ path: where, message: `No schema property "${field.name}".` });
      return;
    }
    problems.push(
      ...checkField(field, data, fields, where, `${schemaPath}/properties/${field.name}`),
    );
  });
  for (const name of Object.keys(properties)) {
    if (!seen.has(name)) {
      problems.push({
        path: `${schemaPath}/properties/${name}`,
        message: `No field shows "${name}".`,
      });
    }
  }
  (schema.required ?? []).forEach((name) => {
    if (!(name in properties)) {
      problems.push({ path: `${schemaPath}/required`, message: `No schema property "${name}".` });
    }
  });
  return problems;
}

function checkField(
  field: UiField | ColumnField,
  data: FieldSchema | ColumnSchema,
  scope: readonly (UiField | ColumnField)[],
  where: string,
  schemaPath: string,
): Problems {
  const problems: Problems = [];
  const kind = dataKind(data);
  if (!WIDGETS_BY_DATA[kind].has(field.widget)) {
    problems.push({ path: where, message: `Widget "${field.widget}" cannot show ${kind} data.` });
  }
  const inScope = (name: string) => scope.some((other) => other.name === name);
  if (
    field.widget === 'select' ||
    field.widget === 'multiselect' ||
    field.widget === 'checkbox-group'
  ) {
    if (!field.list && !field.options) {
      problems.push({ path: where, message: 'Name a list or write options.' });
    }
  }
  if (field.widget === 'date' && field.after) {
    const other = scope.find((candidate) => candidate.name === field.after);
    if (other?.widget !== 'date') {
      problems.push({
        path: `${where}/after`,
        message: `"${field.after}" is not a date field here.`,
      });
    }
  }
  if (field.widget === 'zip' || field.widget === 'place') {
    for (const target of Object.values(field.fills ?? {})) {
      if (target && !inScope(target)) {
        problems.push({ path: `${where}/fills`, message: `No field "${target}" to fill.` });
      }
    }
  }
  if (
    field.widget === 'attachment' &&
    field.autofill &&
    !isResumeType(field.attachmentType ?? '')
  ) {
    problems.push({ path: `${where}/autofill`, message: 'Only a resume field can autofill.' });
  }
  if (field.widget === 'grid' && isRowListSchema(data)) {
    const { minRowCount = 0, maxRowCount = 0 } = field;
    if (maxRowCount > 0 && minRowCount > maxRowCount) {
      problems.push({ path: where, message: 'minRowCount is above maxRowCount.' });
    }
    problems.push(
      ...checkScope(field.columns, data.items, `${where}/columns`, `${schemaPath}/items`),
    );
  }
  problems.push(...checkPatterns(data, schemaPath));
  return problems;
}

function checkPatterns(data: FieldSchema | ColumnSchema, schemaPath: string): Problems {
  const patterns: { pattern: string; path: string }[] = [];
  if (data.type === 'string' && data.pattern)
    patterns.push({ pattern: data.pattern, path: schemaPath });
  if (isStringListSchema(data) && data.items.pattern) {
    patterns.push({ pattern: data.items.pattern, path: `${schemaPath}/items` });
  }
  return patterns.flatMap(({ pattern, path }) => {
    try {
      new RegExp(pattern, 'u');
      return [];
    } catch {
      return [{ path: `${path}/pattern`, message: 'Not a valid regular expression.' }];
    }
  });
}
