/**
 * Small rules of the form format: trigger values, date limits, mandatory fields.
 */
import type { FormSchema } from './form-schema.js';
import type { DateLimit } from './form-metadata.js';
import { RULE_VALUE_SEPARATOR, TERMS_FIELD } from './vocabulary.js';

/** Reset and skip rules: does the value (or one of a list's values) match `a||b`? */
export function matchesRuleValues(value: unknown, values: string): boolean {
  const wanted = values.split(RULE_VALUE_SEPARATOR);
  if (typeof value === 'string') return wanted.includes(value);
  if (Array.isArray(value))
    return value.some((item) => typeof item === 'string' && wanted.includes(item));
  return false;
}

const DAY = 86_400_000;

/** yyyy-mm-dd of a date, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'today', 'yesterday', 'tomorrow' or a written date, as yyyy-mm-dd relative to `today`. */
export function resolveDateLimit(limit: DateLimit, today: string): string {
  const base = Date.parse(`${today}T00:00:00Z`);
  if (limit === 'today') return today;
  if (limit === 'yesterday') return isoDay(new Date(base - DAY));
  if (limit === 'tomorrow') return isoDay(new Date(base + DAY));
  return limit;
}

/** Moves a yyyy-mm-dd day by whole days. */
export function shiftDay(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));
}

/**
 * The schema's required fields, plus `termsAndPolicy` whenever the form has it: the terms
 * opt-in is always mandatory (spec 2 §4), whatever the form's author wrote.
 */
export function mandatoryFields(schema: FormSchema): string[] {
  const required = [...(schema.required ?? [])];
  if (TERMS_FIELD in schema.properties && !required.includes(TERMS_FIELD))
    required.push(TERMS_FIELD);
  return required;
}

/** The schema the engines check: the author's, with the mandatory terms added. */
export function withMandatoryFields(schema: FormSchema): FormSchema {
  return { ...schema, required: mandatoryFields(schema) };
}
