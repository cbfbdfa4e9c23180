import { Alert, Text } from '@mantine/core';
import type { StreamFormMetadata } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { localized } from '../apply-engine/fields/localized';
import type { FormReport } from './autofill-plan';
// Plain lists, not Mantine's List: the notice is part of the apply page's start-up JS.
import classes from './AutofillNotice.module.css';

interface AutofillNoticeProps {
  report: readonly FormReport[];
  /** The flow's forms, to name what was filled in the page's language. */
  forms: readonly StreamFormMetadata[];
  language: string;
}

/**
 * Says what the resume filled, form by form, so the visitor knows what to check; every value
 * stays editable in its form (the grids' rows too) before they move on.
 */
export default function AutofillNotice({ report, forms, language }: AutofillNoticeProps) {
  const { t } = useTranslation();
  if (report.length === 0) {
    return (
      <Alert role="status" color="gray" variant="light">
        {t('attachments.autofill.nothing')}
      </Alert>
    );
  }
  const titleOf = (field: { title: string; titleTranslations?: Record<string, string> }) =>
    localized(field.title, field.titleTranslations, language);
  return (
    <Alert role="status" variant="light" title={t('attachments.autofill.title')}>
      <ul className={classes.list}>
        {report.map((item) => {
          const form = forms.find((candidate) => candidate.applyFormId === item.applyFormId);
          if (!form) return null;
          const fieldTitle = (name: string) => {
            const field = form.formMetaData.fields.find((candidate) => candidate.name === name);
            return field ? titleOf(field) : name;
          };
          const parts = [
            ...(item.fields.length > 0 ? [item.fields.map(fieldTitle).join(', ')] : []),
            ...item.rows.map((rows) =>
              t('attachments.autofill.rows', { count: rows.count, grid: fieldTitle(rows.field) }),
            ),
          ];
          return (
            <li key={item.applyFormId}>
              <bdi>{titleOf(form.formMetaData)}</bdi>: <bdi>{parts.join('; ')}</bdi>
            </li>
          );
        })}
      </ul>
      <Text size="sm" mt="xs">
        {t('attachments.autofill.check')}
      </Text>
    </Alert>
  );
}
