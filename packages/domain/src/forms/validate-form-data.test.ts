import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplyFormConfig } from './form-metadata.js';
import { typeboxSchemaEngine } from './schema-engine.js';
import { createFormValidator, type FormValidationOptions } from './validate-form-data.js';

const candidateForm: ApplyFormConfig = {
  formStyle: 2,
  formDefinition: { table: 'candidate' },
  tableMap: [
    { name: 'candidate', fields: ['firstName', 'email', 'phone1', 'dob', 'termsAndPolicy'] },
  ],
  schemaMetaData: {
    type: 'object',
    additionalProperties: false,
    required: ['firstName', 'email'],
    properties: {
      firstName: { type: 'string', maxLength: 10 },
      email: { type: 'string', maxLength: 75 },
      phone1: { type: 'string' },
      dob: { type: 'string' },
      employed: { type: 'string', enum: ['yes', 'no'] },
      employer: { type: 'string', maxLength: 50 },
      shirt: { type: 'string' },
      interests: { type: 'array', items: { type: 'string', maxLength: 40 } },
      password: { type: 'string', maxLength: 64 },
      termsAndPolicy: { type: 'string' },
    },
  },
  formMetaData: {
    title: 'About you',
    fields: [
      { name: 'firstName', widget: 'text', title: 'First Name' },
      { name: 'email', widget: 'email', title: 'User Name / Email' },
      { name: 'phone1', widget: 'phone', title: 'Phone' },
      {
        name: 'dob',
        widget: 'date',
        title: 'Date of birth',
        max: 'today',
        yearRange: { from: -100, to: 0 },
      },
      {
        name: 'employed',
        widget: 'select',
        title: 'Employed',
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      },
      { name: 'employer', widget: 'text', title: 'Employer' },
      {
        name: 'shirt',
        widget: 'select',
        title: 'Shirt size',
        options: [
          { value: 'S', label: 'Small' },
          { value: 'M', label: 'Medium' },
        ],
      },
      {
        name: 'interests',
        widget: 'multiselect',
        title: 'Area of interest',
        list: 'AreaOfInterest',
      },
      { name: 'password', widget: 'password', title: 'Password' },
      { name: 'termsAndPolicy', widget: 'terms-optin', title: 'Terms and policy' },
    ],
    resetRules: [{ trigger: 'employed', values: 'no||unknown', clears: ['employer'] }],
  },
};

const educationForm: ApplyFormConfig = {
  formStyle: 5,
  formDefinition: { table: 'education' },
  tableMap: [{ name: 'education', fields: ['education'] }],
  schemaMetaData: {
    type: 'object',
    additionalProperties: false,
    properties: {
      education: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['institution'],
          properties: {
            institution: { type: 'string', maxLength: 80 },
            startDate: { type: 'string' },
            endDate: { type: 'string' },
            completed: { type: 'string', enum: ['t', 'f'], default: 't' },
          },
        },
      },
    },
  },
  formMetaData: {
    title: 'Education',
    fields: [
      {
        name: 'education',
        widget: 'grid',
        title: 'Education',
        minRowCount: 1,
        maxRowCount: 2,
        columns: [
          { name: 'institution', widget: 'text', title: 'Institution' },
          { name: 'startDate', widget: 'date', title: 'Start date', max: 'today' },
          { name: 'endDate', widget: 'date', title: 'End date', after: 'startDate' },
          { name: 'completed', widget: 'checkbox', title: 'Completed' },
        ],
      },
    ],
  },
};

const TODAY = '2026-11-21';
const options: FormValidationOptions = {
  today: TODAY,
  listValues: (name) =>
    name === 'AreaOfInterest' ? new Set(['Nursing', 'Engineering']) : undefined,
};
const validateCandidate = createFormValidator(candidateForm, typeboxSchemaEngine);
const validateEducation = createFormValidator(educationForm, typeboxSchemaEngine);
const complete = { firstName: 'Ada', email: 'ada@example.com', termsAndPolicy: 't' };

const errorsOf = (input: unknown) => validateCandidate(input, options).errors;

describe('form validation: required, length, invalid', () => {
  it('accepts a complete submission and keeps it as prepared', () => {
    const result = validateCandidate(
      { ...complete, firstName: '  Ada ', email: ' ADA@Example.com ', phone1: '+1 (512) 555-0100' },
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      phone1: '15125550100',
      termsAndPolicy: 't',
    });
  });

  it('treats empty strings, blanks and nulls as not given: 302 "<title> is required."', () => {
    expect(errorsOf({ firstName: '', email: '   ', termsAndPolicy: null })).toEqual([
      { field: 'firstName', code: 302, message: 'First Name is required.' },
      { field: 'email', code: 302, message: 'User Name / Email is required.' },
      { field: 'termsAndPolicy', code: 302, message: 'Terms and policy is required.' },
    ]);
  });

  it('makes termsAndPolicy mandatory though the schema does not list it, and only "t" accepts', () => {
    expect(candidateForm.schemaMetaData.required).not.toContain('termsAndPolicy');
    expect(errorsOf({ ...complete, termsAndPolicy: undefined })).toEqual([
      { field: 'termsAndPolicy', code: 302, message: 'Terms and policy is required.' },
    ]);
    expect(errorsOf({ ...complete, termsAndPolicy: 'f' })).toEqual([
      { field: 'termsAndPolicy', code: 202, message: 'Terms and policy is invalid.' },
    ]);
  });

  it('reports a too long value with 201 and its limit', () => {
    expect(errorsOf({ ...complete, firstName: 'Bartholomew' })).toEqual([
      { field: 'firstName', code: 201, message: 'First Name is too long, maximum 10 chars.' },
    ]);
  });

  it('uses the e-mail messages of spec 2 §5 for e-mail fields', () => {
    expect(errorsOf({ ...complete, email: 'ada@@example.com' })).toEqual([
      { field: 'email', code: 202, message: 'Invalid email address.' },
    ]);
    expect(errorsOf({ ...complete, email: `${'a'.repeat(30)}@${'b'.repeat(45)}.com` })).toEqual([
      { field: 'email', code: 201, message: 'User Name / Email is too long, maximum 75 chars' },
    ]);
  });

  it('rejects a value of the wrong type, a value outside the options, and unknown fields', () => {
    expect(errorsOf({ ...complete, firstName: 42, shirt: 'XL', locked: 'f' })).toEqual([
      { field: 'firstName', code: 202, message: 'First Name is invalid.' },
      { field: 'shirt', code: 202, message: 'Shirt size is invalid.' },
      { field: 'locked', code: 202, message: 'locked is invalid.' },
    ]);
  });

  it('reports a bad item of a list on the list field itself', () => {
    expect(errorsOf({ ...complete, interests: ['Nursing', 'x'.repeat(41), 7] })).toEqual([
      { field: 'interests', code: 201, message: 'Area of interest is too long, maximum 40 chars.' },
    ]);
  });

  it('checks list-backed choices when the list is known', () => {
    expect(errorsOf({ ...complete, interests: ['Nursing', 'Engineering'] })).toEqual([]);
    expect(errorsOf({ ...complete, interests: ['Nursing', 'Astrology'] })).toEqual([
      { field: 'interests', code: 202, message: 'Area of interest is invalid.' },
    ]);
    const unknownList = validateCandidate(
      { ...complete, interests: ['Astrology'] },
      { today: TODAY },
    );
    expect(unknownList.errors).toEqual([]);
  });

  it('keeps digits of a phone and requires 9 to 14 of them', () => {
    expect(errorsOf({ ...complete, phone1: '555-0100' })).toEqual([
      { field: 'phone1', code: 202, message: 'Phone is invalid.' },
    ]);
    expect(errorsOf({ ...complete, phone1: '123456789012345' })).toHaveLength(1);
    expect(errorsOf({ ...complete, phone1: '(512) 555 0100' })).toEqual([]);
  });

  it('lets a phone library narrow the digit rule, never widen it (issue 21)', () => {
    const onlyUk = (digits: string) => digits.startsWith('44');
    const withCheck = (phone1: string) =>
      validateCandidate({ ...complete, phone1 }, { ...options, phoneNumberCheck: onlyUk }).errors;
    expect(withCheck('+44 20 7946 0958')).toEqual([]);
    expect(withCheck('5125550100')).toEqual([
      { field: 'phone1', code: 202, message: 'Phone is invalid.' },
    ]);
    // Nine to fourteen digits still: a library cannot accept a shorter number.
    expect(withCheck('4420')).toHaveLength(1);
  });

  it('leaves passwords exactly as typed', () => {
    const result = validateCandidate({ ...complete, password: '  spaced out  ' }, options);
    expect(result.data['password']).toBe('  spaced out  ');
  });

  it('gives each field one error, the required one first', () => {
    const errors = errorsOf({ firstName: 'Bartholomew', email: 'not-an-email' });
    expect(errors.map((error) => error.field)).toEqual(['firstName', 'email', 'termsAndPolicy']);
  });
});

describe('form validation: dates', () => {
  it.each([
    ['2026-02-30', 'not on the calendar'],
    ['21-11-1990', 'not yyyy-mm-dd'],
    ['2026-11-22', 'after today'],
    ['1925-06-01', 'more than 100 years ago'],
  ])('rejects %s (%s) with "Enter valid date."', (dob) => {
    expect(errorsOf({ ...complete, dob })).toEqual([
      { field: 'dob', code: 202, message: 'Enter valid date.' },
    ]);
  });

  it('accepts today, and allows the server a day of time-zone slack', () => {
    expect(errorsOf({ ...complete, dob: TODAY })).toEqual([]);
    const tomorrow = { ...complete, dob: '2026-11-22' };
    expect(validateCandidate(tomorrow, { ...options, dateSlackDays: 1 }).errors).toEqual([]);
  });

  it('requires an end date after the start date of the same row', () => {
    const result = validateEducation(
      { education: [{ institution: 'MIT', startDate: '2010-09-01', endDate: '2010-09-01' }] },
      options,
    );
    expect(result.errors).toEqual([
      { field: 'education.0.endDate', code: 202, message: 'Enter valid date.' },
    ]);
  });
});

describe('form validation: grids', () => {
  it('fills row defaults and requires the mandatory fields of each row', () => {
    const result = validateEducation(
      { education: [{ institution: 'MIT' }, { institution: ' ', startDate: '2001-01-01' }] },
      options,
    );
    expect(result.data['education']).toEqual([
      { institution: 'MIT', completed: 't' },
      { startDate: '2001-01-01', completed: 't' },
    ]);
    expect(result.errors).toEqual([
      { field: 'education.1.institution', code: 302, message: 'Institution is required.' },
    ]);
  });

  it('enforces minRowCount and maxRowCount with their messages', () => {
    expect(validateEducation({ education: [] }, options).errors).toEqual([
      { field: 'education', code: 302, message: 'The minimum number of records permitted is 1.' },
    ]);
    const rows = [{ institution: 'A' }, { institution: 'B' }, { institution: 'C' }];
    expect(validateEducation({ education: rows }, options).errors).toEqual([
      { field: 'education', code: 202, message: 'The maximum number of records permitted is 2.' },
    ]);
    const custom: ApplyFormConfig = structuredClone(educationForm);
    const [grid] = custom.formMetaData.fields;
    if (grid?.widget !== 'grid') throw new Error('fixture');
    grid.messageOnMaxCount = 'Two schools are enough.';
    const validate = createFormValidator(custom, typeboxSchemaEngine);
    expect(validate({ education: rows }, options).errors[0]?.message).toBe(
      'Two schools are enough.',
    );
  });

  it('ignores row limits of 0 (no limit)', () => {
    const unlimited: ApplyFormConfig = structuredClone(educationForm);
    const [grid] = unlimited.formMetaData.fields;
    if (grid?.widget !== 'grid') throw new Error('fixture');
    grid.minRowCount = 0;
    grid.maxRowCount = 0;
    const validate = createFormValidator(unlimited, typeboxSchemaEngine);
    const rows = Array.from({ length: 20 }, (_, index) => ({ institution: `School ${index}` }));
    expect(validate({ education: rows }, options).errors).toEqual([]);
    expect(validate({}, options).errors).toEqual([]);
  });
});

describe('form validation: reset rules', () => {
  it('clears the dependent fields when a trigger value (split by ||) matches', () => {
    const result = validateCandidate({ ...complete, employed: 'no', employer: 'Acme' }, options);
    expect(result.data).not.toHaveProperty('employer');
    const kept = validateCandidate({ ...complete, employed: 'yes', employer: 'Acme' }, options);
    expect(kept.data['employer']).toBe('Acme');
  });
});

describe('form validation reports every field', () => {
  it('names all twelve missing fields, not only the first eight', () => {
    const names = Array.from({ length: 12 }, (_, index) => `field${index}`);
    const wide: ApplyFormConfig = {
      ...candidateForm,
      schemaMetaData: {
        type: 'object',
        additionalProperties: false,
        required: names,
        properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
      },
      formMetaData: {
        title: 'Wide',
        fields: names.map((name) => ({ name, widget: 'text', title: name })),
      },
    };
    const result = createFormValidator(wide, typeboxSchemaEngine)({}, options);
    expect(result.errors.map((error) => error.field)).toEqual(names);
  });
});

describe('form validation never throws', () => {
  it('answers field errors for any JSON a caller sends', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = validateCandidate(input, options);
        expect(Array.isArray(result.errors)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('education', 'firstName'), fc.jsonValue()),
        (input) => {
          const result = validateEducation(input, options);
          expect(Array.isArray(result.errors)).toBe(true);
        },
      ),
    );
  });
});
