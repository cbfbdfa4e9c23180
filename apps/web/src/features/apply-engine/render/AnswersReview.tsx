import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GridField, StreamFormMetadata } from '@talentgate/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../fields/localized';
import { rowName } from '../widgets/grid-row-name';
import { answerText, reviewedFields } from './answer-text';
import classes from './FormGroup.module.css';

export interface ReviewedForm {
  form: StreamFormMetadata;
  answers: Readonly<Record<string, unknown>>;
}

export interface AnswersReviewProps {
  /** The visible forms in stream order, with what each holds now. */
  forms: readonly ReviewedForm[];
  language: string;
  submitLabel: string;
  submitting: boolean;
  onEdit(applyFormId: number): void;
  onSubmit(): void;
}

function GridRows({
  grid,
  value,
  language,
}: {
  grid: GridField;
  value: unknown;
  language: string;
}) {
  const { t } = useTranslation('applyEngine');
  const rows = Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
  if (rows.length === 0) return <>{t('grid.empty')}</>;
  return (
    <ul className={classes.reviewRows}>
      {rows.map((row, index) => (
        <li key={index}>
          <bdi>{rowName(grid, row, index, language, t)}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Please check your answers" (the optional confirmation step of spec 2 §4): every visible
 * form's answers and grid rows, each form with an Edit button that opens it (its submit comes
 * back here), and the final submit.
 */
export default function AnswersReview({
  forms,
  language,
  submitLabel,
  submitting,
  onEdit,
  onSubmit,
}: AnswersReviewProps) {
  const { t } = useTranslation('applyEngine');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The review takes the form's place: focus goes to its heading, where reading starts.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} id={headingId} ref={heading} tabIndex={-1} data-review-heading>
          {t('form.confirmTitle')}
        </Title>
        <Text>{t('form.confirmQuestion')}</Text>
      </Stack>
      {forms.map(({ form, answers }) => {
        const meta = form.formMetaData;
        const title = localized(meta.title, meta.titleTranslations, language);
        return (
          <Paper key={form.applyFormId} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={4}>
                  <bdi>{title}</bdi>
                </Title>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => onEdit(form.applyFormId)}
                  aria-label={t('summary.editForm', { title })}
                >
                  {t('summary.edit')}
                </Button>
              </Group>
              <dl className={classes.summary}>
                {reviewedFields(meta.fields).map((field) => {
                  const value = answers[field.name];
                  const text =
                    field.widget === 'grid' ? null : answerText(field, value, language, t);
                  return (
                    <div key={field.name} className={classes.summaryRow}>
                      <dt>{localized(field.title, field.titleTranslations, language)}</dt>
                      <dd>
                        {field.widget === 'grid' ? (
                          <GridRows grid={field} value={value} language={language} />
                        ) : text === '' ? (
                          t('summary.notGiven')
                        ) : (
                          <bdi>{text}</bdi>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </Stack>
          </Paper>
        );
      })}
      <Group justify="flex-end">
        <Button onClick={onSubmit} loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
