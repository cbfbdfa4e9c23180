/**
 * The screening step in the apply engine's form (issue 24, decision 0039): a required
 * question blocks the submit like any mandatory field, is listed under "To continue, complete
 * these fields" and has its own message; the server's refusal at the final submit shows
 * above the step in the page language, and nothing answered is lost.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  FORM_DEFINITION_DEFAULTS,
  type ScreeningQuestion,
  type StreamFormMetadata,
} from '@talentgate/domain';
import { getI18n } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import engineEn from '../../i18n/locales/apply-engine/en.json';
import engineEs from '../../i18n/locales/apply-engine/es.json';
import { ApiError } from '../../lib/api-error';
import '../../test/render-with-providers';
import { siteWrapper } from '../../test/site-wrapper';
import { SchemaForm, type SaveOutcome } from '../apply-engine/render/SchemaForm';
import type { WidgetContext } from '../apply-engine/widgets/widget-types';
import { screeningQuestionsQuery } from './screening-query';
import { refusalMessage, screeningRefusal } from './screening-refusal';

beforeAll(() => {
  getI18n().addResourceBundle('en', 'applyEngine', engineEn);
});
afterEach(cleanup);

const option = (generalOptionId: number, answer: string) => ({
  generalOptionId,
  answer,
  answerTranslations: {},
  sortOrder: generalOptionId,
  active: true,
});

const LICENCE: ScreeningQuestion = {
  generalQuestionsId: 1,
  questionGroupId: 1,
  text: 'Do you hold a nursing licence?',
  textTranslations: { es: '¿Tiene una licencia de enfermería?' },
  type: 'single',
  active: true,
  required: true,
  sortOrder: 1,
  options: [option(11, 'Yes'), option(12, 'No')],
};
const YEARS: ScreeningQuestion = {
  generalQuestionsId: 2,
  questionGroupId: 1,
  text: 'Years of experience',
  textTranslations: {},
  type: 'number',
  active: true,
  required: false,
  sortOrder: 2,
  options: [],
};

const FORM: StreamFormMetadata = {
  applyFormId: 5,
  applyFormConfigId: 5,
  applyStreamCfgId: 2,
  key: 'job-screening',
  templateName: 'screening',
  formMetaData: {
    title: 'Screening questions',
    fields: [{ name: 'screeningAnswers', widget: 'screening', title: 'Questions about this job' }],
  },
  schemaMetaData: {
    type: 'object',
    additionalProperties: false,
    properties: {
      screeningAnswers: {
        type: 'array',
        maxItems: 400,
        items: { type: 'string', maxLength: 2100 },
      },
    },
  },
  formDefinition: { ...FORM_DEFINITION_DEFAULTS, table: 'screening' },
  tableMap: [{ name: 'screening', fields: ['screeningAnswers'] }],
  formStyle: 0,
  isFirstForm: false,
  isLastForm: true,
  mandatoryFields: [],
};

const CONTEXT: WidgetContext = {
  client: 'demo',
  language: 'en',
  flowKind: 'apply',
  today: '2026-11-27',
  requisitionId: 30,
};

function renderStep(
  questions: ScreeningQuestion[],
  onSave: (data: unknown) => Promise<SaveOutcome>,
) {
  const { Wrapper, queryClient } = siteWrapper();
  const key = screeningQuestionsQuery('demo', 30).queryKey;
  queryClient.setQueryData(key, questions);
  render(
    <SchemaForm
      form={FORM}
      initialValues={{}}
      last
      incompleteForms={[]}
      context={CONTEXT}
      onSave={onSave}
      onValuesChange={vi.fn()}
    />,
    { wrapper: Wrapper },
  );
  return { setQuestions: (next: ScreeningQuestion[]) => queryClient.setQueryData(key, next) };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit application' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('the screening step’s required questions', () => {
  it('block the submit, listed and with their own message, until answered', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ kind: 'saved' }));
    renderStep([LICENCE, YEARS], onSave);
    const licence = await screen.findByRole(
      'radiogroup',
      { name: /Do you hold a nursing licence\?/ },
      { timeout: 10_000 },
    );

    expect(isDisabled(submitButton())).toBe(true);
    const missing = screen.getByText('To continue, complete these fields:').parentElement;
    if (!missing) throw new Error('no list of missing fields');
    // Only the required question is listed, under its own text; its link moves focus to it.
    expect(
      within(missing)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Do you hold a nursing licence?']);
    fireEvent.click(within(missing).getByRole('button'));
    const yes = within(licence).getByRole('radio', { name: 'Yes' });
    expect(document.activeElement).toBe(yes);

    // Left open, it says so beside itself, as a required field does.
    expect(screen.queryByText('Do you hold a nursing licence? is required.')).toBeNull();
    fireEvent.focusOut(yes);
    await screen.findByText('Do you hold a nursing licence? is required.');

    fireEvent.click(yes);
    await vi.waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    expect(screen.queryByText('To continue, complete these fields:')).toBeNull();
    expect(screen.queryByText('Do you hold a nursing licence? is required.')).toBeNull();
    fireEvent.click(submitButton());
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ screeningAnswers: ['q1:o11'] }),
      ),
    );
  });

  it('show the server’s refusal above the step, keep the answers and check the question anew', async () => {
    const refused = new ApiError(
      400,
      'SCREENING_ANSWER_REQUIRED',
      'Please answer every required screening question.',
      'generalQuestionsId:2',
    );
    const refusal = screeningRefusal(refused, [FORM], (kind, message) =>
      refusalMessage(kind, message, 'en', () => 'not used in English'),
    );
    if (!refusal) throw new Error('the refusal was not recognised');
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
      kind: 'fieldErrors',
      errors: [refusal],
    }));
    // The years question became required after the step loaded its questions.
    const { setQuestions } = renderStep([LICENCE, YEARS], onSave);
    const licence = await screen.findByRole(
      'radiogroup',
      { name: /Do you hold a nursing licence\?/ },
      { timeout: 10_000 },
    );
    fireEvent.click(within(licence).getByRole('radio', { name: 'Yes' }));
    await vi.waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    fireEvent.click(submitButton());

    const shown = await screen.findByText('Please answer every required screening question.');
    expect(shown.getAttribute('role')).toBe('alert');
    await act(async () => {
      setQuestions([LICENCE, { ...YEARS, required: true }]);
    });
    await screen.findByText('Years of experience is required.');
    expect(isDisabled(submitButton())).toBe(true);
    // Nothing answered is lost.
    const yes = within(licence).getByRole('radio', { name: 'Yes' });
    expect(yes instanceof HTMLInputElement && yes.checked).toBe(true);
  });
});

describe('the message of a refused screening answer', () => {
  it('is the catalogue’s on English pages and translated on others', async () => {
    const spanish = i18next.createInstance();
    await spanish.init({
      lng: 'es',
      resources: { es: { applyEngine: engineEs } },
      showSupportNotice: false,
    });
    const t = spanish.getFixedT('es', 'applyEngine');
    const english = 'Please answer every required screening question.';
    expect(refusalMessage('required', english, 'en', (key) => t(key))).toBe(english);
    expect(refusalMessage('required', english, 'es', (key) => t(key))).toBe(
      'Responde a todas las preguntas de selección obligatorias.',
    );
    const other = new ApiError(409, 'SCREENING_ALREADY_ANSWERED', 'answered');
    expect(screeningRefusal(other, [FORM], () => 'x')).toBeNull();
    const required = new ApiError(400, 'SCREENING_ANSWER_REQUIRED', english);
    expect(screeningRefusal(required, [], () => 'x')).toBeNull();
    expect(screeningRefusal(required, [FORM], () => 'shown')).toEqual({
      field: 'screeningAnswers',
      code: 302,
      message: 'shown',
    });
  });
});
