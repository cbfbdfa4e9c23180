import {
  FORM_DEFINITION_DEFAULTS,
  type ColumnField,
  type ListItem,
  type StreamFormMetadata,
  type UiField,
} from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { listsForAutofill, planAutofill, type AutofillOptions } from './autofill-plan';
import { readParsedResume, type ResumeForAutofill } from './read-parsed-resume';

type Schema = StreamFormMetadata['schemaMetaData'];

function form(
  applyFormId: number,
  table: string,
  fields: UiField[],
  properties: Schema['properties'],
): StreamFormMetadata {
  return {
    applyFormId,
    applyFormConfigId: applyFormId,
    applyStreamCfgId: 1,
    key: `form-${applyFormId}`,
    templateName: table,
    formMetaData: { title: table, fields },
    schemaMetaData: { type: 'object', additionalProperties: false, properties },
    formDefinition: { ...FORM_DEFINITION_DEFAULTS, table },
    tableMap: [{ name: table, fields: fields.map((field) => field.name) }],
    formStyle: 0,
    isFirstForm: applyFormId === 1,
    isLastForm: false,
    mandatoryFields: [],
  };
}

const text = (name: string, widget: 'text' | 'email' | 'phone' = 'text'): ColumnField => ({
  name,
  widget,
  title: name,
});
const string = (maxLength: number) => ({ type: 'string' as const, maxLength });

const candidate = form(
  1,
  'candidate',
  [
    text('firstName'),
    text('lastName'),
    text('uname', 'email'),
    text('phone1', 'phone'),
    text('city'),
  ],
  {
    firstName: string(50),
    lastName: string(50),
    uname: string(75),
    phone1: string(14),
    city: string(50),
  },
);

const education = form(
  2,
  'education',
  [
    {
      name: 'education',
      widget: 'grid',
      title: 'Education',
      maxRowCount: 5,
      columns: [
        { name: 'levelAttained', widget: 'select', title: 'Level', list: 'EducationLevels' },
        text('institution'),
        { name: 'endDate', widget: 'date', title: 'End' },
        text('completed'),
      ],
    },
  ],
  {
    education: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['levelAttained', 'institution'],
        properties: {
          levelAttained: string(80),
          institution: string(80),
          endDate: { type: 'string' },
          completed: { type: 'string', enum: ['t', 'f'] },
        },
      },
    },
  },
);

const work = (maxRowCount: number) =>
  form(
    3,
    'work_history',
    [
      {
        name: 'workHistory',
        widget: 'grid',
        title: 'Work history',
        maxRowCount,
        columns: [
          text('company'),
          text('title'),
          { name: 'startDate', widget: 'date', title: 'S' },
        ],
      },
    ],
    {
      workHistory: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['company', 'title', 'startDate'],
          properties: { company: string(50), title: string(50), startDate: { type: 'string' } },
        },
      },
    },
  );

const LEVELS: ListItem[] = [
  { value: "Bachelor's Degree", label: "Bachelor's Degree", labels: { es: 'Grado' } },
  { value: "Master's Degree", label: "Master's Degree", labels: { es: 'Máster' } },
].map((item, index) => ({ ...item, listId: 1, sortOrder: index }));

const options = (checkMandatoryFields = true): AutofillOptions => ({
  checkMandatoryFields,
  lists: new Map([['EducationLevels', LEVELS]]),
});

const parsed = (): ResumeForAutofill => {
  const resume = readParsedResume({
    contact: {
      firstName: 'Emily',
      lastName: 'Carter',
      email: 'Emily.Carter@Example.com',
      phoneDigits: '14155550132',
      address: { city: 'San Francisco', region: 'CA', postalCode: '94103', country: '' },
    },
    education: [
      {
        institution:
          'University of California, Berkeley — College of Letters and Science, Department of Computer Science',
        level: 'Master of Science',
        levelCode: 'master',
        subject: 'Computer Science',
        endDate: '2016',
        completed: true,
      },
      { institution: 'Somewhere', level: '', levelCode: '', subject: '', completed: true },
      {
        institution: 'Art school',
        level: 'Diploma in Art',
        levelCode: '',
        subject: '',
        completed: true,
      },
    ],
    work: [
      {
        company: 'Brightwave Technologies',
        title: 'Senior Software Engineer',
        startDate: '2019-01',
        current: true,
        description: '',
      },
      {
        company: 'Northwind',
        title: 'Software Developer',
        startDate: '2015-06',
        endDate: '2018-12',
        current: false,
        description: '',
      },
      { company: '', title: 'Freelancer', startDate: '2014', current: false, description: '' },
      { company: 'Acme', title: 'Intern', current: false, description: '' },
    ],
  });
  if (!resume) throw new Error('fixture');
  return resume;
};

describe('planAutofill (spec 2 §5 imports from a resume)', () => {
  it('fills empty candidate fields and adds grid rows by the import rules', () => {
    const plan = planAutofill(
      parsed(),
      [
        { form: candidate, values: {} },
        { form: education, values: {} },
        { form: work(10), values: {} },
      ],
      options(),
    );
    expect(plan.fills).toEqual([
      {
        applyFormId: 1,
        values: {
          firstName: 'Emily',
          lastName: 'Carter',
          uname: 'emily.carter@example.com',
          phone1: '14155550132',
          city: 'San Francisco',
        },
      },
      {
        applyFormId: 2,
        values: {
          // The level takes the list's value; the institution keeps 79 characters; a school
          // without a degree and one whose degree matches no list value are left out.
          education: [
            {
              levelAttained: "Master's Degree",
              institution:
                'University of California, Berkeley — College of Letters and Science, Department',
              endDate: '2016-01-01',
              completed: 't',
            },
          ],
        },
      },
      {
        applyFormId: 3,
        values: {
          // No company: skipped; no start date (mandatory with the check on): left out.
          workHistory: [
            {
              company: 'Brightwave Technologies',
              title: 'Senior Software Engineer',
              startDate: '2019-01-01',
            },
            { company: 'Northwind', title: 'Software Developer', startDate: '2015-06-01' },
          ],
        },
      },
    ]);
    const institution = plan.fills[1]?.values['education'];
    expect(JSON.stringify(institution)).toContain('Department"');
    expect(plan.report).toEqual([
      { applyFormId: 1, fields: ['firstName', 'lastName', 'uname', 'phone1', 'city'], rows: [] },
      { applyFormId: 2, fields: [], rows: [{ field: 'education', count: 1 }] },
      { applyFormId: 3, fields: [], rows: [{ field: 'workHistory', count: 2 }] },
    ]);
  });

  it('never replaces what the visitor typed, and adds rows after theirs without repeating one', () => {
    const typedRow = { company: 'northwind', title: 'software developer', startDate: '2015-06-01' };
    const plan = planAutofill(
      parsed(),
      [
        { form: candidate, values: { firstName: 'Em', uname: 'me@example.org', city: '  ' } },
        { form: work(10), values: { workHistory: [typedRow] } },
      ],
      options(),
    );
    expect(plan.fills[0]?.values).toEqual({
      lastName: 'Carter',
      phone1: '14155550132',
      city: 'San Francisco',
    });
    expect(plan.fills[1]?.values['workHistory']).toEqual([
      typedRow,
      {
        company: 'Brightwave Technologies',
        title: 'Senior Software Engineer',
        startDate: '2019-01-01',
      },
    ]);
  });

  it('adds at most maxRowCount rows in all, counting the rows already there', () => {
    const one = planAutofill(parsed(), [{ form: work(1), values: {} }], options());
    expect(one.report).toEqual([
      { applyFormId: 3, fields: [], rows: [{ field: 'workHistory', count: 1 }] },
    ]);
    const full = planAutofill(
      parsed(),
      [{ form: work(2), values: { workHistory: [{ company: 'A' }, { company: 'B' }] } }],
      options(),
    );
    expect(full.fills).toEqual([]);
  });

  it('keeps rows missing a mandatory field when the check is off, and levels as written without a list', () => {
    const plan = planAutofill(parsed(), [{ form: work(0), values: {} }], options(false));
    expect(plan.report[0]?.rows).toEqual([{ field: 'workHistory', count: 3 }]);
    const free = structuredClone(education);
    const grid = free.formMetaData.fields[0];
    if (grid?.widget !== 'grid') throw new Error('fixture');
    grid.columns[0] = text('levelAttained');
    const rows = planAutofill(parsed(), [{ form: free, values: {} }], options()).fills[0]?.values;
    expect(rows?.['education']).toMatchObject([
      { levelAttained: 'Master of Science' },
      { levelAttained: 'Diploma in Art', institution: 'Art school' },
    ]);
  });

  it('leaves out forms that do not take a resume section, and names the lists it needs', () => {
    const skipped = structuredClone(candidate);
    skipped.formDefinition.doNotParseResumeSection = true;
    expect(planAutofill(parsed(), [{ form: skipped, values: {} }], options()).fills).toEqual([]);
    expect(
      listsForAutofill([
        { form: candidate, values: {} },
        { form: education, values: {} },
      ]),
    ).toEqual(['EducationLevels']);
  });

  it('reads only a parse answer of the right shape', () => {
    expect(readParsedResume(null)).toBeNull();
    expect(readParsedResume({ contact: 'x' })).toBeNull();
    expect(readParsedResume({ contact: {}, education: [{ endDate: 'soon' }, 3] })).toMatchObject({
      contact: { firstName: '', address: { city: '' } },
      education: [{ institution: '', levelCode: '', completed: true }],
      work: [],
    });
  });
});
