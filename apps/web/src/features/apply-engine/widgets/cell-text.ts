/** How a grid row's value reads in the table of rows. */
import { FLAG_FALSE, FLAG_TRUE, type ColumnField } from '@talentgate/domain';
import type { TFunction } from 'i18next';
import { toLanguageDate } from '../fields/date-format';
import { displayFormatOf, toDateText } from '../fields/date-rules';
import { localized } from '../fields/localized';
import { defaultPhoneCountry } from '../fields/phone-country';
import { loadedPhoneLibrary } from '../fields/phone-library';

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
    case 'date': {
      const format = displayFormatOf(column);
      // The default format is the page language's (issue 21); the others are the stream's.
      return format === 'yyyy-mm-dd' ? toLanguageDate(value, language) : toDateText(value, format);
    }
    case 'phone': {
      // Written as its country writes it once the phone library is there (the phone field
      // loaded it); the kept digits until then, never a US mask over a London number.
      const library = loadedPhoneLibrary();
      return library ? library.formatPhone(value, defaultPhoneCountry(language, [])) : value;
    }
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
