/**
 * What a parsed resume puts into a flow's forms (spec 2 §5 "Imports from social/resume"):
 * the candidate fields it knows (by name, on forms saving to the candidate table) when they
 * are empty, and rows for grids saved to the education and work-history tables, by the import
 * rules of `resume-import` (lengths, skipped rows, list levels, mandatory check, maxRowCount).
 * Nothing typed is replaced: filled fields are left alone, and rows are added after the
 * visitor's own (a row already there is not added twice). Pure, so the rules are testable.
 */
import {
  educationRowsFromResume,
  isRowListSchema,
  workRowsFromResume,
  type ColumnSchema,
  type FieldSchema,
  type GridField,
  type ListItem,
  type StreamFormMetadata,
  type UiField,
} from '@talentgate/domain';
import type { FillableForm, FormFill } from '../apply-engine/widgets/widget-types';
import type { ResumeForAutofill } from './read-parsed-resume';

export interface AutofillOptions {
  /** The field's `autofill.checkMandatoryFields`: rows missing a required column are left out. */
  checkMandatoryFields: boolean;
  /** Items of the tenant lists the grids' level columns name, by list name. */
  lists: ReadonlyMap<string, readonly ListItem[]>;
}

/** What was filled, for the notice: field names per form, rows added per grid. */
export interface FormReport {
  applyFormId: number;
  fields: string[];
  rows: { field: string; count: number }[];
}

export interface AutofillPlan {
  fills: FormFill[];
  report: FormReport[];
}

type Values = Readonly<Record<string, unknown>>;
type Row = Record<string, string>;

/** Widgets whose value is the text itself (a place, for one, holds a picked label). */
const TEXT_WIDGETS = new Set<UiField['widget']>(['text', 'textarea', 'email', 'phone', 'zip']);
const EDUCATION_LEVEL_COLUMN = 'levelAttained';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The resume's value for a candidate field of that name, '' when it has none. */
function contactValue(resume: ResumeForAutofill, name: string): string {
  const { contact } = resume;
  switch (name) {
    case 'firstName':
      return contact.firstName;
    case 'lastName':
      return contact.lastName;
    case 'uname':
    case 'email':
      return contact.email.trim().toLowerCase();
    case 'phone1':
      // Spec 2 §5: a phone is 9 to 14 digits; another length is left for the visitor.
      return /^\d{9,14}$/.test(contact.phoneDigits) ? contact.phoneDigits : '';
    case 'zip':
      return contact.address.postalCode;
    case 'city':
      return contact.address.city;
    case 'state':
      return contact.address.region;
    case 'country':
      return contact.address.country;
    case 'address':
    case 'address1':
      return contact.address.street;
    default:
      return '';
  }
}

const maxLengthOf = (schema: FieldSchema | ColumnSchema | undefined): number | undefined =>
  schema && schema.type === 'string' ? schema.maxLength : undefined;

function tableOf(form: StreamFormMetadata, field: string): string | null {
  return form.tableMap.find((table) => table.fields.includes(field))?.name ?? null;
}

function candidateFields(form: StreamFormMetadata, values: Values, resume: ResumeForAutofill) {
  const filled: Record<string, string> = {};
  for (const field of form.formMetaData.fields) {
    if (!TEXT_WIDGETS.has(field.widget) || field.readOnly) continue;
    if (tableOf(form, field.name) !== 'candidate' || !isEmpty(values[field.name])) continue;
    const value = contactValue(resume, field.name).trim();
    const maxLength = maxLengthOf(form.schemaMetaData.properties[field.name]);
    // Too long for the field: left for the visitor rather than cut (a name or an e-mail).
    if (value === '' || (maxLength !== undefined && value.length > maxLength)) continue;
    filled[field.name] = value;
  }
  return filled;
}

/** The level column's choices when it restricts them (education validation), else none. */
function levelChoices(grid: GridField, lists: AutofillOptions['lists']) {
  const column = grid.columns.find((candidate) => candidate.name === EDUCATION_LEVEL_COLUMN);
  if (column?.widget !== 'select' && column?.widget !== 'multiselect') return undefined;
  if (column.list) return lists.get(column.list) ?? [];
  return column.options?.map((option) => ({
    value: option.value,
    label: option.label,
    labels: option.labelTranslations ?? {},
  }));
}

/** A parsed row as the grid's row: its columns only, non-empty, within their lengths. */
function projectRow(row: object, grid: GridField, schema: FieldSchema | undefined): Row {
  const columns = schema && isRowListSchema(schema) ? schema.items.properties : {};
  const values: Record<string, unknown> = { ...row };
  const projected: Row = {};
  for (const column of grid.columns) {
    const value = values[column.name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const maxLength = maxLengthOf(columns[column.name]);
    projected[column.name] = maxLength === undefined ? value : value.slice(0, maxLength);
  }
  return projected;
}

const fold = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
/** The columns that tell one school or job from another. */
const IDENTITY = ['levelAttained', 'institution', 'company', 'title', 'startDate'];
const sameRow = (a: Values, b: Values) => IDENTITY.every((name) => fold(a[name]) === fold(b[name]));

function gridRows(
  form: StreamFormMetadata,
  grid: GridField,
  existing: readonly Values[],
  resume: ResumeForAutofill,
  options: AutofillOptions,
): Row[] {
  const schema = form.schemaMetaData.properties[grid.name];
  const required = schema && isRowListSchema(schema) ? (schema.items.required ?? []) : [];
  const mandatory = options.checkMandatoryFields ? { mandatoryFields: required } : {};
  const table = tableOf(form, grid.name);
  let parsed: object[];
  if (table === 'education') {
    const educationLevels = levelChoices(grid, options.lists);
    parsed = educationRowsFromResume(resume.education, {
      ...mandatory,
      ...(educationLevels ? { educationLevels } : {}),
    });
  } else if (table === 'work_history') {
    parsed = workRowsFromResume(resume.work, mandatory);
  } else {
    return [];
  }
  const room = grid.maxRowCount ? Math.max(grid.maxRowCount - existing.length, 0) : Infinity;
  const added: Row[] = [];
  for (const row of parsed) {
    const projected = projectRow(row, grid, schema);
    if ([...existing, ...added].some((other) => sameRow(other, projected))) continue;
    if (added.length >= room) break;
    added.push(projected);
  }
  return added;
}

const rowsOf = (value: unknown): Values[] =>
  Array.isArray(value)
    ? value.filter((row): row is Values => typeof row === 'object' && row !== null)
    : [];

export function planAutofill(
  resume: ResumeForAutofill,
  forms: readonly FillableForm[],
  options: AutofillOptions,
): AutofillPlan {
  const plan: AutofillPlan = { fills: [], report: [] };
  for (const { form, values } of forms) {
    // The form's own flag (spec 2 §3 formDefinition): its section is not filled from a resume.
    if (form.formDefinition.doNotParseResumeSection) continue;
    const fill: Record<string, unknown> = candidateFields(form, values, resume);
    const report: FormReport = {
      applyFormId: form.applyFormId,
      fields: Object.keys(fill),
      rows: [],
    };
    for (const field of form.formMetaData.fields) {
      if (field.widget !== 'grid') continue;
      const existing = rowsOf(values[field.name]);
      const added = gridRows(form, field, existing, resume, options);
      if (added.length === 0) continue;
      fill[field.name] = [...existing, ...added];
      report.rows.push({ field: field.name, count: added.length });
    }
    if (report.fields.length === 0 && report.rows.length === 0) continue;
    plan.fills.push({ applyFormId: form.applyFormId, values: fill });
    plan.report.push(report);
  }
  return plan;
}

/** The tenant lists the plan needs: those the education grids' level columns name. */
export function listsForAutofill(forms: readonly FillableForm[]): string[] {
  const names = new Set<string>();
  for (const { form } of forms) {
    for (const field of form.formMetaData.fields) {
      if (field.widget !== 'grid' || tableOf(form, field.name) !== 'education') continue;
      const column = field.columns.find((candidate) => candidate.name === EDUCATION_LEVEL_COLUMN);
      if ((column?.widget === 'select' || column?.widget === 'multiselect') && column.list)
        names.add(column.list);
    }
  }
  return [...names];
}
