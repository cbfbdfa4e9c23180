import { Button } from '@mantine/core';
import type { StreamFormMetadata, UiField } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../lib/page-icons';
import plain from '../../../lib/plain.module.css';
import type { FormGroupState } from '../flow/flow-state';
import { localized } from '../fields/localized';
import { cellText } from '../widgets/cell-text';
import classes from './FormGroup.module.css';

interface FormSummaryProps {
  form: StreamFormMetadata;
  state: Exclude<FormGroupState, 'hidden' | 'active'>;
  answers: Readonly<Record<string, unknown>> | undefined;
  language: string;
  onEdit(): void;
}

/** The fields a summary lists: the form's summary configuration, else every shown field. */
function summaryFields(form: StreamFormMetadata): UiField[] {
  const chosen = form.formDefinition.summaryFormConfiguration?.fields;
  return form.formMetaData.fields.filter(
    (field) =>
      field.widget !== 'password' &&
      field.widget !== 'hidden' &&
      (chosen === undefined || chosen.includes(field.name)),
  );
}

/** A dashboard form that is not open: what was saved, and Edit (spec 2 §2 dashboard 5). */
export function FormSummary({ form, state, answers, language, onEdit }: FormSummaryProps) {
  const { t } = useTranslation('applyEngine');
  const meta = form.formMetaData;
  const title = localized(meta.title, meta.titleTranslations, language);
  const summaryTitle = form.formDefinition.summaryFormConfiguration?.title;
  return (
    <div className={plain.stackSm}>
      <div className={classes.summaryHead}>
        <h2 className={`${plain.h3} ${classes.summaryTitle}`}>
          {state === 'complete' && <CheckIcon size={18} />}
          <bdi>{summaryTitle ?? title}</bdi>
        </h2>
        <p className={plain.note}>{t(`progress.${state}`)}</p>
      </div>
      {state === 'complete' && answers && (
        <dl className={classes.summary}>
          {summaryFields(form).map((field) => {
            const value = answers[field.name];
            const text =
              field.widget === 'grid'
                ? t('summary.rows', { count: Array.isArray(value) ? value.length : 0 })
                : field.widget === 'screening'
                  ? Array.isArray(value) && value.length > 0
                    ? t('review.answered')
                    : ''
                  : field.widget === 'attachment'
                    ? t('summary.files', { count: Array.isArray(value) ? value.length : 0 })
                    : cellText(field, value, language, t);
            return (
              <div key={field.name} className={classes.summaryRow}>
                <dt>{localized(field.title, field.titleTranslations, language)}</dt>
                <dd>{text === '' ? t('summary.notGiven') : <bdi>{text}</bdi>}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {state === 'complete' && (
        <div className={plain.group}>
          <Button variant="default" onClick={onEdit} aria-label={t('summary.editForm', { title })}>
            {t('summary.edit')}
          </Button>
        </div>
      )}
    </div>
  );
}
