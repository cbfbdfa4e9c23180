/**
 * How one saved answer reads in the review before the final submit (issue 21): the words a
 * visitor chose (option and subscription labels, "Accepted" for the terms), not the stored
 * codes. Grids are listed row by row by the review itself.
 */
import { FLAG_TRUE, type UiField } from '@talentgate/domain';
import type { TFunction } from 'i18next';
import { localized } from '../fields/localized';
import { cellText } from '../widgets/cell-text';

/** Fields a review lists: never passwords or values the visitor did not type. */
export function reviewedFields(fields: readonly UiField[]): UiField[] {
  return fields.filter((field) => field.widget !== 'password' && field.widget !== 'hidden');
}

/** The answer as text; '' when nothing was given. */
export function answerText(
  field: UiField,
  value: unknown,
  language: string,
  t: TFunction<'applyEngine'>,
): string {
  switch (field.widget) {
    case 'grid':
      return Array.isArray(value) ? t('summary.rows', { count: value.length }) : '';
    case 'screening':
      return Array.isArray(value) && value.length > 0 ? t('review.answered') : '';
    case 'attachment':
      return Array.isArray(value) && value.length > 0
        ? t('summary.files', { count: value.length })
        : '';
    case 'terms-optin':
      return value === FLAG_TRUE ? t('review.accepted') : '';
    case 'subscription-preferences': {
      if (!Array.isArray(value)) return '';
      return field.types
        .filter((type) => value.includes(type.communicationType))
        .map((type) => localized(type.label, type.labelTranslations, language))
        .join(', ');
    }
    default:
      return cellText(field, value, language, t);
  }
}
