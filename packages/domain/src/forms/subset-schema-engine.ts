/**
 * A schema engine for exactly the form schema subset of form-schema.ts (objects without
 * extra properties, strings with lengths, pattern, enum and const, numbers and integers with
 * bounds, lists of strings or rows with item counts and uniqueness), written out by hand.
 *
 * The browser runs it: it is a few hundred bytes where TypeBox's general interpreter weighs
 * tens of kilobytes, which the apply page's budget cannot carry, and it generates no code, so
 * the page's CSP allows it. Stream files are checked against the subset on import, so no
 * keyword outside it reaches an engine. Like the others it reports every error in the
 * normalised shape; a parity test keeps it in step with the TypeBox engine.
 */
import type { FormSchema } from './form-schema.js';
import type { SchemaEngine, SchemaIssue } from './schema-engine.js';

type SchemaNode = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

/** JSON Schema counts a string's length in code points, as Ajv and TypeBox do. */
const codePoints = (value: string) => [...value].length;

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'u');
    patterns.set(source, pattern);
  }
  return pattern;
}

type Report = (path: string[], keyword: string, limit?: number) => void;

/*
 * Keywords are checked in the order TypeBox's interpreter checks them (type; object:
 * required, additionalProperties, properties; array: items, minItems, maxItems, uniqueItems;
 * string: minLength, maxLength, pattern; number: minimum, maximum; then const and enum), so
 * the engines list a submission's errors alike.
 */

function checkObject(
  node: SchemaNode,
  value: Record<string, unknown>,
  path: string[],
  report: Report,
) {
  const properties = isNode(node['properties']) ? node['properties'] : {};
  for (const name of stringsOf(node['required'])) {
    if (!Object.hasOwn(value, name) || value[name] === undefined)
      report([...path, name], 'required');
  }
  if (node['additionalProperties'] === false) {
    for (const name of Object.keys(value)) {
      if (!Object.hasOwn(properties, name)) report([...path, name], 'additionalProperties');
    }
  }
  for (const [name, property] of Object.entries(properties)) {
    const item = value[name];
    if (isNode(property) && Object.hasOwn(value, name) && item !== undefined)
      check(property, item, [...path, name], report);
  }
}

function checkArray(node: SchemaNode, value: unknown[], path: string[], report: Report) {
  const items = node['items'];
  if (isNode(items))
    value.forEach((item, index) => check(items, item, [...path, `${index}`], report));
  const minItems = numberOf(node['minItems']);
  const maxItems = numberOf(node['maxItems']);
  if (minItems !== undefined && value.length < minItems) report(path, 'minItems');
  if (maxItems !== undefined && value.length > maxItems) report(path, 'maxItems');
  if (node['uniqueItems'] === true) {
    const seen = new Set(value.map((item) => JSON.stringify(item)));
    if (seen.size !== value.length) report(path, 'uniqueItems');
  }
}

function checkString(node: SchemaNode, value: string, path: string[], report: Report) {
  const minLength = numberOf(node['minLength']);
  const maxLength = numberOf(node['maxLength']);
  if (minLength !== undefined && codePoints(value) < minLength) report(path, 'minLength');
  if (maxLength !== undefined && codePoints(value) > maxLength)
    report(path, 'maxLength', maxLength);
  const pattern = node['pattern'];
  if (typeof pattern === 'string' && !patternOf(pattern).test(value)) report(path, 'pattern');
}

function checkNumber(node: SchemaNode, value: number, path: string[], report: Report) {
  const minimum = numberOf(node['minimum']);
  const maximum = numberOf(node['maximum']);
  if (minimum !== undefined && value < minimum) report(path, 'minimum');
  if (maximum !== undefined && value > maximum) report(path, 'maximum');
}

function hasType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      // Not a type of the subset: the stream file check refuses such schemas on import.
      return false;
  }
}

function check(node: SchemaNode, value: unknown, path: string[], report: Report): void {
  if (!hasType(node['type'], value)) report(path, 'type');
  if (isRecord(value)) checkObject(node, value, path, report);
  else if (Array.isArray(value)) checkArray(node, value, path, report);
  else if (typeof value === 'string') checkString(node, value, path, report);
  else if (typeof value === 'number') checkNumber(node, value, path, report);
  if ('const' in node && node['const'] !== value) report(path, 'const');
  if (Array.isArray(node['enum']) && !node['enum'].includes(value)) report(path, 'enum');
}

export const subsetSchemaEngine: SchemaEngine = {
  compile(schema: FormSchema) {
    return (value) => {
      const issues: SchemaIssue[] = [];
      check(schema, value, [], (path, keyword, limit) =>
        issues.push(limit === undefined ? { path, keyword } : { path, keyword, limit }),
      );
      return issues;
    };
  },
};
