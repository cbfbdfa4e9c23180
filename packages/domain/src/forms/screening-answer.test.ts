import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES } from './vocabulary.js';
import {
  encodeScreeningAnswers,
  screeningAnswerErrors,
  screeningQuestionOfPath,
  type ScreeningRequirement,
} from './screening-answer.js';
import { createFormValidator } from './validate-form-data.js';
import { subsetSchemaEngine } from './subset-schema-engine.js';

const QUESTIONS: ScreeningRequirement[] = [
  { generalQuestionsId: 1, text: 'Licence?', type: 'single', required: true },
  { generalQuestionsId: 2, text: 'Shifts', type: 'VCheck', required: false },
  { generalQuestionsId: 3, text: 'Years', type: 'number', required: true },
  { generalQuestionsId: 4, text: 'Your licence file', type: 'attachment', required: true },
];

describe('the screening step’s required questions', () => {
  it('names each required question left open, at its own path, with its own message', () => {
    const answers = encodeScreeningAnswers([
      { generalQuestionsId: 2, generalOptionIds: [5] },
      { generalQuestionsId: 3, answer: '   ' },
    ]);
    expect(screeningAnswerErrors(QUESTIONS, answers, 'screeningAnswers')).toEqual([
      {
        field: 'screeningAnswers.q1',
        code: FIELD_ERROR_CODES.required,
        message: 'Licence? is required.',
      },
      {
        field: 'screeningAnswers.q3',
        code: FIELD_ERROR_CODES.required,
        message: 'Years is required.',
      },
      {
        field: 'screeningAnswers.q4',
        code: FIELD_ERROR_CODES.required,
        message: 'Your licence file is required.',
      },
    ]);
    const all = encodeScreeningAnswers([
      { generalQuestionsId: 1, generalOptionIds: [7] },
      { generalQuestionsId: 3, answer: '4' },
      { generalQuestionsId: 4, attachmentId: 56 },
    ]);
    expect(all).toContain('q4@56');
    expect(screeningAnswerErrors(QUESTIONS, all, 'screeningAnswers')).toEqual([]);
    expect(screeningAnswerErrors(QUESTIONS, undefined, 'screeningAnswers')).toHaveLength(3);
    expect(screeningQuestionOfPath('screeningAnswers.q12')).toBe(12);
    expect(screeningQuestionOfPath('screeningAnswers')).toBeNull();
  });

  it('are errors of the form only when the validator is given the job’s questions', () => {
    const validate = createFormValidator(
      {
        formMetaData: {
          title: 'Screening',
          fields: [{ name: 'screeningAnswers', widget: 'screening', title: 'Questions' }],
        },
        schemaMetaData: {
          type: 'object',
          additionalProperties: false,
          properties: { screeningAnswers: { type: 'array', items: { type: 'string' } } },
        },
        formDefinition: { table: 'screening' },
        tableMap: [],
        formStyle: 0,
      },
      subsetSchemaEngine,
    );
    const data = { screeningAnswers: [] };
    expect(validate(data).errors).toEqual([]);
    const checked = validate(data, { screeningQuestions: QUESTIONS });
    expect(checked.errors.map((error) => error.field)).toEqual([
      'screeningAnswers.q1',
      'screeningAnswers.q3',
      'screeningAnswers.q4',
    ]);
  });
});
