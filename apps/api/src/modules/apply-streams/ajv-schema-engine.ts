/**
 * The server's form schema engine: Ajv 8 (draft-07, the draft Fastify uses), compiled once
 * per form config and reporting every error (allErrors) so each field gets its message.
 * Strict mode refuses a schema keyword it does not know; the stream file check already
 * limits forms to the subset both engines understand (packages/domain form-schema.ts).
 */
import { Ajv } from 'ajv';
import { pointerSegments, type SchemaEngine, type SchemaIssue } from '@talentgate/domain';

const ajv = new Ajv({ allErrors: true, strict: true, coerceTypes: false, useDefaults: false });

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function normalizeAjvIssue(issue: AjvIssue): SchemaIssue {
  const path = pointerSegments(issue.instancePath);
  const named = issue.params['missingProperty'] ?? issue.params['additionalProperty'];
  if (typeof named === 'string') return { path: [...path, named], keyword: issue.keyword };
  const limit = issue.params['limit'];
  if (issue.keyword === 'maxLength' && typeof limit === 'number') {
    return { path, keyword: 'maxLength', limit };
  }
  return { path, keyword: issue.keyword };
}

export const ajvSchemaEngine: SchemaEngine = {
  compile(schema) {
    const validate = ajv.compile(schema);
    // Ajv keeps every compiled schema; the caller keeps the validators it needs (form-validators.ts).
    ajv.removeSchema(schema);
    return (value) => (validate(value) ? [] : (validate.errors ?? []).map(normalizeAjvIssue));
  },
};
