/**
 * Input no column can hold is refused before any handler runs, as 400 VALIDATION_FAILED
 * naming the field, instead of failing in the database as a 500:
 * - NUL characters and lone UTF-16 surrogates in strings and object keys (PostgreSQL text
 *   and jsonb cannot store them);
 * - numbers that are not finite: Ajv's type coercion reads `?page=Infinity` and `1e309` as
 *   Infinity, which passes `type: integer`, and JSON.parse reads 1e309 as Infinity too.
 * It checks what validation left in params, query and body (multipart bodies are read by
 * their routes, which check their own fields).
 */
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors/catalogue.js';

/** Deeper than any request we accept; a deeper value is refused rather than walked. */
const MAX_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether PostgreSQL can store this text (for input read outside validation: headers, multipart). */
export const isStorableText = (text: string) => !unstorable(text);

type Problem = { path: string; message: string };

function problemIn(value: unknown, path: string, depth: number): Problem | null {
  if (typeof value === 'string') {
    return unstorable(value)
      ? { path, message: 'must not contain NUL characters or unpaired surrogates' }
      : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { path, message: 'must be a finite number' };
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return { path, message: 'is nested too deeply' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = problemIn(item, path ? `${path}.${index}` : String(index), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (unstorable(key)) return { path: itemPath, message: 'has a name that cannot be stored' };
    const problem = problemIn(item, itemPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The first unstorable value of a request part, with its field path; null when all is well. */
export function unstorableValue(value: unknown): Problem | null {
  return problemIn(value, '', 0);
}

export function refuseUnstorableInput(app: FastifyInstance): void {
  // A callback hook after validation (coercion done): no promise per request.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem =
      unstorableValue(request.params) ??
      unstorableValue(request.query) ??
      unstorableValue(request.body);
    if (!problem) {
      done();
      return;
    }
    const field = problem.path || undefined;
    done(
      appError('VALIDATION_FAILED', {
        message: field
          ? `Invalid value for "${field}": ${problem.message}.`
          : `Invalid request: ${problem.message}.`,
        ...(field ? { field } : {}),
      }),
    );
  });
}
