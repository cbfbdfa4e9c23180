/**
 * The JSON Schema engine behind form validation, behind one small interface so that the
 * server and the browser run the same rules on the same schema with the engine each can use:
 * - the API uses Ajv (compiled; apps/api/src/modules/apply-streams/ajv-schema-engine.ts);
 * - the browser uses TypeBox's interpreter (typeboxSchemaEngine below), because Ajv compiles
 *   with `new Function`, which the site's Content Security Policy (no 'unsafe-eval') forbids.
 * Both report issues in the same normalised shape; a parity test runs both on the demo forms.
 */
import Schema from 'typebox/schema';
import { Settings } from 'typebox/system';
import type { FormSchema } from './form-schema.js';

export interface SchemaIssue {
  /** Path of the value at fault; for `required` and `additionalProperties`, the property's. */
  path: string[];
  /** The JSON Schema keyword that failed: required, maxLength, additionalProperties, type… */
  keyword: string;
  /** maxLength's limit. */
  limit?: number;
}

export type SchemaCheck = (value: unknown) => SchemaIssue[];

export interface SchemaEngine {
  compile(schema: FormSchema): SchemaCheck;
}

/** `/education/0/institution` → ['education', '0', 'institution'] (JSON pointer unescaped). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function numberParam(params: unknown, name: string): number | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const value: unknown = Reflect.get(params, name);
  return typeof value === 'number' ? value : undefined;
}

interface RawIssue {
  keyword: string;
  instancePath: string;
  params: unknown;
}

/** TypeBox reports all missing or unknown properties in one issue; split them per property. */
export function normalizeTypeboxIssue(issue: RawIssue): SchemaIssue[] {
  const path = pointerSegments(issue.instancePath);
  const params: unknown = issue.params;
  const named = (key: string) =>
    typeof params === 'object' && params !== null ? stringList(Reflect.get(params, key)) : [];
  switch (issue.keyword) {
    case 'required':
      return named('requiredProperties').map((name) => ({
        path: [...path, name],
        keyword: 'required',
      }));
    case 'additionalProperties':
      return named('additionalProperties').map((name) => ({
        path: [...path, name],
        keyword: 'additionalProperties',
      }));
    case 'boolean':
      // The `false` schema of additionalProperties, reported at the unknown property itself.
      return [{ path, keyword: 'additionalProperties' }];
    case 'maxLength': {
      const limit = numberParam(params, 'limit');
      return [
        limit === undefined
          ? { path, keyword: 'maxLength' }
          : { path, keyword: 'maxLength', limit },
      ];
    }
    default:
      return [{ path, keyword: issue.keyword }];
  }
}

/** Every error of a submission, like Ajv's allErrors; TypeBox stops at 8 unless told. */
const ALL_ERRORS = 10_000;

function allErrors(schema: FormSchema, value: unknown) {
  const { maxErrors } = Settings.Get();
  Settings.Set({ maxErrors: ALL_ERRORS });
  try {
    return Schema.Errors(schema, value)[1];
  } finally {
    Settings.Set({ maxErrors });
  }
}

/** Interprets the schema on each call: no code generation, so it runs under a strict CSP. */
export const typeboxSchemaEngine: SchemaEngine = {
  compile(schema) {
    return (value) => allErrors(schema, value).flatMap(normalizeTypeboxIssue);
  },
};
