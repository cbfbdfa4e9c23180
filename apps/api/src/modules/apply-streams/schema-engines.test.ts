/**
 * The server (Ajv) and the browser (the subset engine; the TypeBox interpreter too) must
 * judge a submission alike: the same field errors for any input, on every form of the demo
 * streams.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFormValidator,
  subsetSchemaEngine,
  typeboxSchemaEngine,
  type ApplyFormConfig,
  type FieldSchema,
} from '@talentgate/domain';
import { DEMO_STREAMS_FOLDER } from '../../seed/demo-streams.js';
import { ajvSchemaEngine } from './ajv-schema-engine.js';
import { readStreamFolder } from './read-stream-folder.js';

const streams = await readStreamFolder(DEMO_STREAMS_FOLDER);
const forms = streams.flatMap(({ file }) =>
  file.steps.flatMap((step) => (step.forms ?? []).map((form) => ({ stream: file.key, form }))),
);

const text = fc.oneof(
  fc.constantFrom('', '   ', 't', 'f', 'yes', 'job_alert', 'marketing', '2020-02-29', '2020-02-30'),
  fc.constantFrom('ada@example.com', 'ADA@Example.COM ', 'a@b', '+1 (512) 555-0100', '12'),
  fc.string({ maxLength: 90 }),
  fc.string({ unit: 'grapheme', maxLength: 90 }),
);
const anything = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

function valueFor(schema: FieldSchema): fc.Arbitrary<unknown> {
  if (schema.type !== 'array') return fc.oneof(anything, fc.double({ min: -200, max: 200 }));
  if (schema.items.type === 'string') {
    return fc.oneof(fc.array(text, { maxLength: 7 }), anything);
  }
  const row = fc.dictionary(
    fc.oneof(fc.constantFrom(...Object.keys(schema.items.properties)), fc.string({ maxLength: 5 })),
    anything,
    { maxKeys: 9 },
  );
  return fc.oneof(fc.array(fc.oneof(row, anything), { maxLength: 12 }), anything);
}

function submissions(config: ApplyFormConfig): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(config.schemaMetaData.properties);
  const known = fc.record(
    Object.fromEntries(properties.map(([name, schema]) => [name, valueFor(schema)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.string({ maxLength: 6 }), anything, { maxKeys: 2 });
  return fc.tuple(known, extra).map(([values, more]) => ({ ...more, ...values }));
}

describe('schema engines agree', () => {
  it.each(forms.map(({ stream, form }) => [`${stream}/${form.key}`, form] as const))(
    '%s: Ajv, TypeBox and the subset engine give the same field errors',
    (_name, form) => {
      const server = createFormValidator(form, ajvSchemaEngine);
      const typebox = createFormValidator(form, typeboxSchemaEngine);
      const browser = createFormValidator(form, subsetSchemaEngine);
      fc.assert(
        fc.property(submissions(form), (input) => {
          const options = { today: '2026-11-21' };
          expect(typebox(input, options)).toEqual(server(input, options));
          expect(browser(input, options)).toEqual(server(input, options));
        }),
        { numRuns: 300 },
      );
    },
  );
});
