/**
 * Validates one form's submission against its metadata, the same way on the server (the
 * authority, ASVS 2.3.1) and in the browser: the JSON Schema (through a SchemaEngine) for
 * required fields, lengths, patterns, types and unknown properties, then the widget rules the
 * schema cannot say (e-mail, phone, dates and their limits, choices, terms, grid row counts).
 * Each field gets at most one error, with the codes and messages of spec 2 §5.
 */
import { unameProblem } from '../validation/uname.js';
import { isIsoDate, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../validation/candidate-fields.js';
import {
  FIELD_MESSAGES,
  firstErrorPerField,
  invalidError,
  requiredError,
  tooLongError,
  type FieldError,
} from './field-errors.js';
import type { ApplyFormConfig, ColumnField, GridField, UiField } from './form-metadata.js';
import { isPlainObject, prepareFormData, type FormData } from './prepare-form-data.js';
import { isoDay, resolveDateLimit, shiftDay, withMandatoryFields } from './rules.js';
import { screeningAnswerErrors, type ScreeningRequirement } from './screening-answer.js';
import type { SchemaCheck, SchemaEngine, SchemaIssue } from './schema-engine.js';
import { FLAG_FALSE, FLAG_TRUE } from './vocabulary.js';

export interface FormValidationOptions {
  /** Today, yyyy-mm-dd: the reference of date limits ('today', yearRange). Default: UTC today. */
  today?: string;
  /**
   * Days of slack on date limits. A visitor's "today" depends on their time zone, so the
   * server allows one day either way; the browser, which knows the visitor's day, uses 0.
   */
  dateSlackDays?: number;
  /** Values of a tenant list, when known: select options named by `list` are checked too. */
  listValues?: (listName: string) => ReadonlySet<string> | undefined;
  /**
   * A phone-number library's verdict on a number of 9 to 14 digits (country code first), when
   * the caller has one: a number it knows no country issues is '<title> is invalid.' too. The
   * digit-count rule of spec 2 §5 holds either way; the library (a browser chunk loaded with the
   * phone field) only narrows it.
   */
  phoneNumberCheck?: ((digits: string) => boolean) | undefined;
  /**
   * The job's screening questions, when the caller has them (the browser, once the step's
   * questions have loaded): a required one left open is an error of the screening field at
   * the question's own path. Without them the final submit's scoring is the only check.
   */
  screeningQuestions?: readonly ScreeningRequirement[] | undefined;
}

export interface FormValidation {
  /** The submission as prepared (see prepare-form-data.ts): what is kept when it is valid. */
  data: FormData;
  errors: FieldError[];
}

export type FormValidator = (input: unknown, options?: FormValidationOptions) => FormValidation;

/** Compiles a form's validator once; call it for each submission. */
export function createFormValidator(config: ApplyFormConfig, engine: SchemaEngine): FormValidator {
  const check = engine.compile(withMandatoryFields(config.schemaMetaData));
  return (input, options = {}) =>
    validatePrepared(config, check, prepareFormData(config, input), options);
}

type AnyField = UiField | ColumnField;

/** The field a data path points at: `education.0.institution` is a column of a grid. */
function fieldAt(fields: readonly AnyField[], path: readonly string[]): AnyField | undefined {
  const [name, index, ...rest] = path;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || index === undefined) return field;
  if (field.widget !== 'grid') return field;
  if (rest.length === 0) return field;
  return fieldAt(field.columns, rest);
}

/**
 * The path of the field an issue belongs to: an item of a list field is the field itself
 * (`interests`, not `interests.1`); in a grid, the row's column (`education.0.institution`).
 */
function fieldPath(fields: readonly AnyField[], path: readonly string[]): string[] {
  const [name, index, column] = path;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || name === undefined) return [...path];
  if (field.widget !== 'grid' || index === undefined) return [name];
  return column === undefined ? [name, index] : [name, index, column];
}

function issueToError(fields: readonly AnyField[], issue: SchemaIssue): FieldError {
  const path = fieldPath(fields, issue.path);
  const name = path.join('.');
  const title = fieldAt(fields, path)?.title ?? path.at(-1) ?? 'Form';
  if (issue.keyword === 'required') return requiredError(name, title);
  if (issue.keyword === 'maxLength' && issue.limit !== undefined) {
    return tooLongError(name, FIELD_MESSAGES.tooLong(title, issue.limit));
  }
  if (issue.keyword === 'additionalProperties') {
    return invalidError(name, FIELD_MESSAGES.invalid(path.at(-1) ?? name));
  }
  return invalidError(name, FIELD_MESSAGES.invalid(title));
}

function validatePrepared(
  config: ApplyFormConfig,
  check: SchemaCheck,
  data: FormData,
  options: FormValidationOptions,
): FormValidation {
  const { fields } = config.formMetaData;
  const context: RuleContext = {
    today: options.today ?? isoDay(new Date()),
    slack: options.dateSlackDays ?? 0,
    listValues: options.listValues,
    phoneNumberCheck: options.phoneNumberCheck,
    screeningQuestions: options.screeningQuestions,
  };
  const schemaErrors = check(data).map((issue) => issueToError(fields, issue));
  const ruleErrors = scopeRuleErrors(fields, data, '', context);
  // Widget rules first: for the same rank their message is the more specific one
  // ('Invalid email address.' rather than 'Email is invalid.').
  const errors = firstErrorPerField([...ruleErrors, ...schemaErrors]);
  return { data, errors: inFieldOrder(fields, errors) };
}

/** Errors in the order the form shows its fields; unknown properties last. */
function inFieldOrder(fields: readonly AnyField[], errors: FieldError[]): FieldError[] {
  const position = (error: FieldError) => {
    const index = fields.findIndex((field) => error.field.split('.')[0] === field.name);
    return index === -1 ? fields.length : index;
  };
  return errors
    .map((error, order) => ({ error, order }))
    .sort((a, b) => position(a.error) - position(b.error) || a.order - b.order)
    .map(({ error }) => error);
}

interface RuleContext {
  today: string;
  slack: number;
  listValues: FormValidationOptions['listValues'];
  phoneNumberCheck: FormValidationOptions['phoneNumberCheck'];
  screeningQuestions: FormValidationOptions['screeningQuestions'];
}

function scopeRuleErrors(
  fields: readonly AnyField[],
  data: Record<string, unknown>,
  prefix: string,
  context: RuleContext,
): FieldError[] {
  return fields.flatMap((field) => {
    const value = data[field.name];
    const path = `${prefix}${field.name}`;
    if (field.widget === 'grid') return gridErrors(field, value, path, context);
    // Screening answers: the required questions, when the job's questions are known; the
    // final submit checks the answers against them in full when it scores them.
    if (field.widget === 'screening') {
      const questions = context.screeningQuestions;
      return questions ? screeningAnswerErrors(questions, value, path) : [];
    }
    // Uploaded files' ids: only "required" applies, which the schema checks.
    if (field.widget === 'attachment' || value === undefined) return [];
    return fieldRuleErrors(field, value, path, data, context);
  });
}

function gridErrors(field: GridField, value: unknown, path: string, context: RuleContext) {
  const rows = Array.isArray(value) ? value : [];
  const { minRowCount = 0, maxRowCount = 0 } = field;
  const errors: FieldError[] = [];
  if (minRowCount > 0 && rows.length < minRowCount) {
    errors.push({
      ...requiredError(path, field.title),
      message: field.messageOnMinCount ?? FIELD_MESSAGES.gridMinimum(minRowCount),
    });
  }
  if (maxRowCount > 0 && rows.length > maxRowCount) {
    errors.push(
      invalidError(path, field.messageOnMaxCount ?? FIELD_MESSAGES.gridMaximum(maxRowCount)),
    );
  }
  rows.forEach((row, index) => {
    if (isPlainObject(row))
      errors.push(...scopeRuleErrors(field.columns, row, `${path}.${index}.`, context));
  });
  return errors;
}

/** Widget rules beyond the schema, for a value that is present. */
function fieldRuleErrors(
  field: ColumnField,
  value: unknown,
  path: string,
  scope: Record<string, unknown>,
  context: RuleContext,
): FieldError[] {
  const invalid = [invalidError(path, FIELD_MESSAGES.invalid(field.title))];
  switch (field.widget) {
    case 'email': {
      if (typeof value !== 'string') return [];
      const problem = unameProblem(value);
      if (problem === 'tooLong')
        return [tooLongError(path, FIELD_MESSAGES.emailTooLong(field.title))];
      if (problem === 'invalid') return [invalidError(path, FIELD_MESSAGES.emailInvalid)];
      return [];
    }
    case 'phone': {
      if (typeof value !== 'string') return [];
      if (value.length < PHONE_MIN_DIGITS || value.length > PHONE_MAX_DIGITS) return invalid;
      return context.phoneNumberCheck && !context.phoneNumberCheck(value) ? invalid : [];
    }
    case 'date':
      return typeof value === 'string' && !isAcceptableDate(field, value, scope, context)
        ? [invalidError(path, FIELD_MESSAGES.dateInvalid)]
        : [];
    case 'checkbox':
      return value === FLAG_TRUE || value === FLAG_FALSE ? [] : invalid;
    case 'terms-optin':
      return value === FLAG_TRUE ? [] : invalid;
    case 'select':
    case 'multiselect':
    case 'checkbox-group': {
      const allowed = choiceValues(field, context);
      const chosen = Array.isArray(value) ? value : [value];
      return allowed && chosen.some((item) => typeof item !== 'string' || !allowed.has(item))
        ? invalid
        : [];
    }
    case 'subscription-preferences': {
      const allowed = new Set<string>(field.types.map((type) => type.communicationType));
      return Array.isArray(value) &&
        value.some((item) => typeof item !== 'string' || !allowed.has(item))
        ? invalid
        : [];
    }
    default:
      return [];
  }
}

function choiceValues(
  field: Extract<ColumnField, { list?: string }>,
  context: RuleContext,
): ReadonlySet<string> | undefined {
  if (field.options) return new Set(field.options.map((option) => option.value));
  if (field.list) return context.listValues?.(field.list);
  return undefined;
}

function isAcceptableDate(
  field: Extract<ColumnField, { widget: 'date' }>,
  value: string,
  scope: Record<string, unknown>,
  context: RuleContext,
): boolean {
  if (!isIsoDate(value)) return false;
  const { today, slack } = context;
  if (field.min && value < shiftDay(resolveDateLimit(field.min, today), -slack)) return false;
  if (field.max && value > shiftDay(resolveDateLimit(field.max, today), slack)) return false;
  if (field.yearRange) {
    const year = Number(value.slice(0, 4));
    const thisYear = Number(today.slice(0, 4));
    if (year < thisYear + field.yearRange.from || year > thisYear + field.yearRange.to)
      return false;
  }
  if (field.after) {
    const start = scope[field.after];
    if (typeof start === 'string' && isIsoDate(start) && value <= start) return false;
  }
  return true;
}
