import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplyFormConfig } from './form-metadata.js';
import type { FormSchema } from './form-schema.js';
import { typeboxSchemaEngine } from './schema-engine.js';
import { subsetSchemaEngine } from './subset-schema-engine.js';
import { createFormValidator } from './validate-form-data.js';

/** Every keyword of the form schema subset, on plain fields, a string list and grid rows. */
const SCHEMA: FormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name'],
  properties: {
    code: { type: 'string', minLength: 3, maxLength: 6, pattern: '^[A-Z]+\\d*$' },
    name: { type: 'string', maxLength: 10 },
    size: { type: 'string', enum: ['S', 'M', 'L'] },
    agree: { type: 'string', const: 't' },
    years: { type: 'integer', minimum: 0, maximum: 60 },
    score: { type: 'number', minimum: -1.5, maximum: 99.5 },
    tags: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { type: 'string', maxLength: 5, enum: ['a', 'b', 'c', 'dd', 'eeeeee'] },
    },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: { type: 'string', maxLength: 4 },
          level: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
};

const FORM: ApplyFormConfig = {
  formStyle: 0,
  formDefinition: { table: 'candidate' },
  tableMap: [],
  schemaMetaData: SCHEMA,
  formMetaData: {
    title: 'Keywords',
    fields: [
      { name: 'code', widget: 'text', title: 'Code' },
      { name: 'name', widget: 'text', title: 'Name' },
      {
        name: 'size',
        widget: 'select',
        title: 'Size',
        options: [
          { value: 'S', label: 'S' },
          { value: 'M', label: 'M' },
          { value: 'L', label: 'L' },
        ],
      },
      { name: 'agree', widget: 'text', title: 'Agree' },
      { name: 'years', widget: 'text', title: 'Years' },
      { name: 'score', widget: 'text', title: 'Score' },
      { name: 'tags', widget: 'multiselect', title: 'Tags', list: 'Tags' },
      {
        name: 'rows',
        widget: 'grid',
        title: 'Rows',
        columns: [
          { name: 'title', widget: 'text', title: 'Title' },
          { name: 'level', widget: 'text', title: 'Level' },
        ],
      },
    ],
  },
};

const text = fc.oneof(
  fc.constantFrom('', ' ', 'AB', 'ABC', 'ABC12', 'abc', 'ABCDEFG', 'S', 'M', 'XL', 't', 'f'),
  fc.constantFrom('a', 'b', 'dd', 'eeeeee', '😀😀😀', 'AB😀'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);
const scalar = fc.oneof(
  text,
  fc.integer({ min: -5, max: 70 }),
  fc.double({ min: -3, max: 120, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);
const row = fc.dictionary(
  fc.oneof(fc.constantFrom('title', 'level'), fc.string({ maxLength: 4 })),
  scalar,
  { maxKeys: 4 },
);
const submission = fc.record(
  {
    code: scalar,
    name: scalar,
    size: scalar,
    agree: scalar,
    years: scalar,
    score: scalar,
    tags: fc.oneof(fc.array(text, { maxLength: 5 }), scalar),
    rows: fc.oneof(fc.array(fc.oneof(row, scalar), { maxLength: 4 }), scalar),
    extra: scalar,
  },
  { requiredKeys: [] },
);

describe('subset schema engine', () => {
  it('gives the same field errors and data as the TypeBox engine for any submission', () => {
    const typebox = createFormValidator(FORM, typeboxSchemaEngine);
    const subset = createFormValidator(FORM, subsetSchemaEngine);
    fc.assert(
      fc.property(submission, (input) => {
        const options = { today: '2026-11-21' };
        expect(subset(input, options)).toEqual(typebox(input, options));
      }),
      { numRuns: 1000 },
    );
  });

  it('reports required and unknown properties at the property, and too long with its limit', () => {
    const check = subsetSchemaEngine.compile(SCHEMA);
    expect(check({ name: 'Bartholomew!', other: 1, rows: [{ level: 0 }] })).toEqual([
      { path: ['code'], keyword: 'required' },
      { path: ['other'], keyword: 'additionalProperties' },
      { path: ['name'], keyword: 'maxLength', limit: 10 },
      { path: ['rows', '0', 'title'], keyword: 'required' },
      { path: ['rows', '0', 'level'], keyword: 'minimum' },
    ]);
  });
});
