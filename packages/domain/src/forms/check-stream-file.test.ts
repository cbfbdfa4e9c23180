import { describe, expect, it } from 'vitest';
import { checkStreamFile } from './check-stream-file.js';
import type { StreamFile } from './stream-file.js';

const validFile = (): StreamFile => ({
  key: 'easy-apply',
  name: 'Easy apply',
  flowType: 'apply',
  steps: [
    {
      container: 'application',
      forms: [
        {
          key: 'easy-candidate',
          templateName: 'candidate',
          formStyle: 0,
          formDefinition: { table: 'candidate' },
          tableMap: [{ name: 'candidate', fields: ['email', 'interest'] }],
          schemaMetaData: {
            type: 'object',
            additionalProperties: false,
            required: ['email'],
            properties: {
              email: { type: 'string', maxLength: 75 },
              interest: { type: 'array', items: { type: 'string' } },
              jobs: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  properties: { company: { type: 'string', maxLength: 50 } },
                },
              },
            },
          },
          formMetaData: {
            title: 'You',
            fields: [
              { name: 'email', widget: 'email', title: 'Email' },
              {
                name: 'interest',
                widget: 'multiselect',
                title: 'Interest',
                list: 'AreaOfInterest',
              },
              {
                name: 'jobs',
                widget: 'grid',
                title: 'Jobs',
                columns: [{ name: 'company', widget: 'text', title: 'Company' }],
              },
            ],
          },
        },
      ],
    },
    { container: 'thank-you' },
  ],
});

describe('stream file check', () => {
  it('accepts a consistent file', () => {
    expect(checkStreamFile(validFile())).toEqual([]);
  });

  it('gives only an onboarding stream days to complete its forms, from 1 to 365', () => {
    expect(checkStreamFile({ ...validFile(), onboardingDueDays: 7 })).toEqual([
      {
        path: '/onboardingDueDays',
        message: 'Only an onboarding stream has days to complete its forms.',
      },
    ]);
    const onboarding = { ...validFile(), flowType: 'onboarding' };
    expect(checkStreamFile({ ...onboarding, onboardingDueDays: 7 })).toEqual([]);
    expect(checkStreamFile({ ...onboarding, onboardingDueDays: 0 })).not.toEqual([]);
    expect(checkStreamFile({ ...onboarding, onboardingDueDays: 2.5 })).not.toEqual([]);
  });

  it('names the field whose widget options are wrong, without the other widgets\u2019 noise', () => {
    const file: unknown = JSON.parse(
      JSON.stringify(validFile()).replace('"widget":"email"', '"widget":"email","maxRows":3'),
    );
    expect(checkStreamFile(file)).toEqual([
      { path: '/steps/0/forms/0/formMetaData/fields/0', message: 'Unknown property: maxRows.' },
    ]);
  });

  it('reports an unknown widget', () => {
    const file: unknown = JSON.parse(
      JSON.stringify(validFile()).replace('"widget":"email"', '"widget":"slider"'),
    );
    const problems = checkStreamFile(file);
    expect(problems.length).toBeGreaterThan(0);
    expect(
      problems.every((problem) =>
        problem.path.startsWith('/steps/0/forms/0/formMetaData/fields/0'),
      ),
    ).toBe(true);
  });

  it('finds fields without data, data without fields, and widgets that cannot show their data', () => {
    const file = validFile();
    const form = file.steps[0]?.forms?.[0];
    if (!form) throw new Error('fixture');
    form.formMetaData.fields.push({ name: 'ghost', widget: 'text', title: 'Ghost' });
    form.schemaMetaData.properties['orphan'] = { type: 'string' };
    form.formMetaData.fields[1] = { name: 'interest', widget: 'text', title: 'Interest' };
    form.tableMap[0]?.fields.push('nowhere');
    form.formMetaData.resetRules = [{ trigger: 'email', values: 'x', clears: ['missing'] }];
    const messages = checkStreamFile(file).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'No schema property "ghost".',
        'No field shows "orphan".',
        'Widget "text" cannot show list data.',
        'No field "nowhere" in this form.',
        'No field "missing" in this form.',
      ]),
    );
  });

  it('checks grid columns against the row schema, and choices name a list or options', () => {
    const file = validFile();
    const form = file.steps[0]?.forms?.[0];
    const grid = form?.formMetaData.fields[2];
    const choice = form?.formMetaData.fields[1];
    if (grid?.widget !== 'grid' || choice?.widget !== 'multiselect') throw new Error('fixture');
    grid.columns.push({ name: 'title', widget: 'text', title: 'Title' });
    delete choice.list;
    expect(checkStreamFile(file).map((problem) => problem.message)).toEqual([
      'Name a list or write options.',
      'No schema property "title".',
    ]);
  });

  it('lets only a resume field autofill', () => {
    const file = validFile();
    const form = file.steps[0]?.forms?.[0];
    if (!form) throw new Error('fixture');
    form.schemaMetaData.properties['cv'] = { type: 'array', items: { type: 'string' } };
    const cv = { name: 'cv', widget: 'attachment', title: 'CV', autofill: {} } as const;
    form.formMetaData.fields.push({ ...cv, attachmentType: 'Resume' });
    expect(checkStreamFile(file)).toEqual([]);
    form.formMetaData.fields[3] = { ...cv, attachmentType: 'document' };
    expect(checkStreamFile(file).map((problem) => problem.message)).toEqual([
      'Only a resume field can autofill.',
    ]);
  });

  it('refuses a form key used twice and a pattern that does not compile', () => {
    const file = validFile();
    const [step] = file.steps;
    const form = step?.forms?.[0];
    if (!step || !form) throw new Error('fixture');
    form.schemaMetaData.properties['email'] = { type: 'string', pattern: '([a-z' };
    step.forms?.push(structuredClone(form));
    const messages = checkStreamFile(file).map((problem) => problem.message);
    expect(messages).toContain('Form "easy-candidate" appears twice.');
    expect(messages).toContain('Not a valid regular expression.');
  });
});
