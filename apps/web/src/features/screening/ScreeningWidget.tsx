import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  screeningAnswerErrors,
  screeningQuestionPath,
  type ScreeningQuestion,
} from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../apply-engine/fields/field-error-text';
import { localized } from '../apply-engine/fields/localized';
import { useFieldMessageTexts } from '../apply-engine/render/use-field-messages';
import { asStringList, type WidgetProps } from '../apply-engine/widgets/widget-types';
import { answerTo, withAnswer } from './screening-values';
import { screeningQuestionsQuery } from './screening-query';

/** An attachment question's file list and upload load only for a job that asks one. */
const AttachmentQuestion = lazy(() => import('./AttachmentQuestion'));

interface QuestionProps {
  question: ScreeningQuestion;
  client: string;
  inputId: string;
  language: string;
  items: string[];
  /** The question's own message ('<question> is required.'), when it shows. */
  error: string | undefined;
  onChange(items: string[]): void;
  onBlur(): void;
}

/** One question, drawn by its type with native inputs (keyboard and screen readers). */
function Question(props: QuestionProps) {
  const { question, inputId, language, items, error, onChange, onBlur } = props;
  const label = localized(question.text, question.textTranslations, language);
  const id = question.generalQuestionsId;
  const given = answerTo(items, id);
  const options = question.options.map((option) => ({
    value: String(option.generalOptionId),
    label: localized(option.answer, option.answerTranslations, language),
  }));
  const choose = (chosen: string[]) =>
    onChange(withAnswer(items, { generalQuestionsId: id, generalOptionIds: chosen.map(Number) }));
  const chosen = (given?.generalOptionIds ?? []).map(String);
  const common = { id: inputId, label, required: question.required, error, onBlur };
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group {...common} value={chosen[0] ?? null} onChange={(value) => choose([value])}>
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'VCheck':
    case 'HCheck':
    case 'multiple': {
      const Layout = question.type === 'HCheck' ? Group : Stack;
      return (
        <Checkbox.Group {...common} value={chosen} onChange={choose}>
          <Layout gap="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Layout>
        </Checkbox.Group>
      );
    }
    case 'attachment':
      return (
        <Suspense fallback={<Loader size="sm" aria-label={label} />}>
          <AttachmentQuestion
            {...common}
            client={props.client}
            attachmentId={given?.attachmentId}
            onChange={(attachmentId) =>
              onChange(
                withAnswer(items, {
                  generalQuestionsId: id,
                  ...(attachmentId === undefined ? {} : { attachmentId }),
                }),
              )
            }
          />
        </Suspense>
      );
    default:
      return (
        <TextInput
          {...common}
          type={question.type === 'date' ? 'date' : question.type === 'number' ? 'number' : 'text'}
          value={given?.answer ?? ''}
          onChange={(event) =>
            onChange(
              withAnswer(items, { generalQuestionsId: id, answer: event.currentTarget.value }),
            )
          }
        />
      );
  }
}

/**
 * The screening questions step (spec 2 §2): the job's questions, answered in the form; the
 * final submit scores them (450 qualified, 500 not) and the thank-you page shows the job's
 * screen-in or screen-out message. A required question left open has its own message
 * ('<question> is required.', the shared rule the form blocks its submit with) once it was
 * visited, or at once when the server refused the step's answers (the field's error, shown
 * above the questions).
 */
export function ScreeningWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const texts = useFieldMessageTexts();
  const { context, field, inputId, label, error, value, onChange, onBlur, inputRef } = props;
  const requisitionId = context.requisitionId ?? null;
  const questions = useQuery({
    ...screeningQuestionsQuery(context.client, requisitionId ?? 0),
    enabled: requisitionId !== null,
  });
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set());
  const items = asStringList(value);
  if (requisitionId === null) return null;
  if (questions.isPending) return <Loader size="sm" aria-label={t('screening.loading')} />;
  if (questions.isError) return <Alert color="red">{t('screening.loadError')}</Alert>;
  const asked = questions.data;
  if (asked.length === 0) return <Text size="sm">{t('screening.none')}</Text>;
  const language = context.language;
  const open = screeningAnswerErrors(asked, items, field.name);

  const messageOf = (question: ScreeningQuestion): string | undefined => {
    const path = screeningQuestionPath(field.name, question.generalQuestionsId);
    const problem = open.find((one) => one.field === path);
    if (!problem || (!visited.has(question.generalQuestionsId) && error === undefined))
      return undefined;
    const title = localized(question.text, question.textTranslations, language);
    return fieldErrorText(problem, question.text, title, texts);
  };

  return (
    <Fieldset legend={label} variant="unstyled" ref={inputRef} tabIndex={-1}>
      <Stack gap="lg">
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {asked.map((question) => {
          const id = question.generalQuestionsId;
          return (
            // The form's "complete these fields" list focuses a question through this mark.
            <div key={id} data-field-part={screeningQuestionPath(field.name, id)}>
              <Question
                question={question}
                client={context.client}
                inputId={`${inputId}-q${id}`}
                language={language}
                items={items}
                error={messageOf(question)}
                onChange={onChange}
                onBlur={() => {
                  if (!visited.has(id)) setVisited(new Set([...visited, id]));
                  onBlur();
                }}
              />
            </div>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
