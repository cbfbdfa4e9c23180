/** How a grid row's value reads in the table of rows. */
import { FLAG_FALSE, FLAG_TRUE, type ColumnField } from '@talentgate/domain';
import type { TFunction } from 'i18next';
import { displayFormatOf, toDateText } from '../fields/date-rules';
import { localized } from '../fields/localized';
import { maskPhone } from '../fields/phone-mask';

export function cellText(
  column: ColumnField,
  value: unknown,
  language: string,
  t: TFunction<'applyEngine'>,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    return value.map((item) => cellText(column, item, language, t)).join(', ');
  }
  if (typeof value !== 'string') return String(value);
  switch (column.widget) {
    case 'date':
      return toDateText(value, displayFormatOf(column));
    case 'phone':
      return maskPhone(value);
    case 'checkbox':
      if (value === FLAG_TRUE) return t('grid.yes');
      return value === FLAG_FALSE ? t('grid.no') : value;
    case 'select':
    case 'multiselect':
    case 'checkbox-group': {
      const option = column.options?.find((candidate) => candidate.value === value);
      return option ? localized(option.label, option.labelTranslations, language) : value;
    }
    case 'password':
      return '••••••••';
    default:
      return value;
  }
}
