import { DEFAULT_LANGUAGE } from '@talentgate/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../routing/current-route';
import type { FieldMessageTexts } from '../fields/field-error-text';

/** Field messages in the page language; null on English pages (the spec's text as written). */
export function useFieldMessageTexts(): FieldMessageTexts | null {
  const { t } = useTranslation('applyEngine');
  const language = useLanguage();
  return useMemo(() => {
    if (language === DEFAULT_LANGUAGE) return null;
    return {
      required: (title) => t('errors.required', { title }),
      tooLong: (title, maximum) => t('errors.tooLong', { title, maximum }),
      invalid: (title) => t('errors.invalid', { title }),
      emailInvalid: () => t('errors.emailInvalid'),
      emailTooLong: (title) => t('errors.emailTooLong', { title }),
      dateInvalid: () => t('errors.dateInvalid'),
      gridMinimum: (count) => t('errors.gridMinimum', { count }),
      gridMaximum: (count) => t('errors.gridMaximum', { count }),
    } satisfies FieldMessageTexts;
  }, [language, t]);
}
