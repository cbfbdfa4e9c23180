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
import type { ScreeningQuestion } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '../apply-engine/fields/localized';
import { asStringList, type WidgetProps } from '../apply-engine/widgets/widget-types';
import { answerTo, withAnswer } from './screening-values';
import { screeningQuestionsQuery } from './screening-query';

interface QuestionProps {
  question: ScreeningQuestion;
  inputId: string;
  language: string;
  items: string[];
  onChange(items: string[]): void;
  onBlur(): void;
}

/** One question, drawn by its type with native inputs (keyboard and screen readers). */
function Question({ question, inputId, language, items, onChange, onBlur }: QuestionProps) {
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
  const common = { id: inputId, label, required: question.required, onBlur };
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
    default:
      return (
        <TextInput
          {...common}
          // Attachments are named by their id until the step uploads files itself.
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
 * screen-in or screen-out message.
 */
export function ScreeningWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { context, inputId, label, error, value, onChange, onBlur, inputRef } = props;
  const requisitionId = context.requisitionId ?? null;
  const questions = useQuery({
    ...screeningQuestionsQuery(context.client, requisitionId ?? 0),
    enabled: requisitionId !== null,
  });
  const items = asStringList(value);
  if (requisitionId === null) return null;
  if (questions.isPending) return <Loader size="sm" aria-label={t('screening.loading')} />;
  if (questions.isError) return <Alert color="red">{t('screening.loadError')}</Alert>;
  const asked = questions.data.filter((question) => question.type !== 'attachment');
  if (asked.length === 0) return <Text size="sm">{t('screening.none')}</Text>;
  return (
    <Fieldset legend={label} variant="unstyled" ref={inputRef} tabIndex={-1}>
      <Stack gap="lg">
        {asked.map((question) => (
          <Question
            key={question.generalQuestionsId}
            question={question}
            inputId={`${inputId}-q${question.generalQuestionsId}`}
            language={context.language}
            items={items}
            onChange={onChange}
            onBlur={onBlur}
          />
        ))}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
