import { TextInput } from '@mantine/core';
import { isIsoDate } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateBounds,
  displayFormatOf,
  toDateText,
  toDateValue,
  type DateDisplayFormat,
} from '../fields/date-rules';
import { fromLanguageDate, languageDateFormat, toLanguageDate } from '../fields/date-format';
import { DatePickerButton } from './DatePickerButton';
import { asString, fieldOf, type WidgetProps } from './widget-types';

/** What a visitor types in each display format; the hint says so. */
const FORMAT_HINT_KEYS = {
  'yyyy-mm-dd': 'date.formatIso',
  'dd-mm-yyyy': 'date.formatDayMonthYear',
  'mm/yyyy': 'date.formatMonthYear',
} as const satisfies Record<DateDisplayFormat, string>;

/**
 * A date (spec 2 §5). yyyy-mm-dd fields are shown and typed in the page language's format,
 * with the browser's date picker behind a button, bounded by the field's limits, year range
 * and linked start or end date; dd-mm-yyyy and mm/yyyy fields are typed in that format. The value is always yyyy-mm-dd; text that is not a date stays as typed, which
 * the validation answers with 'Enter valid date.'.
 */
export function DateWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  const { siblings, values, context } = props;
  const field = fieldOf(props, ['date']);
  const format = field ? displayFormatOf(field) : 'yyyy-mm-dd';
  const bounds = field ? dateBounds(field, siblings, values, context.today) : {};
  const stored = asString(value);
  const [text, setText] = useState<string | null>(null);
  const hint = t(FORMAT_HINT_KEYS[format]);
  const description = help ? `${help} ${hint}` : hint;

  if (format === 'yyyy-mm-dd') {
    // Written and typed in the page language's order (issue 21), not the browser's date
    // input, which shows the browser's own locale (mm/dd/yyyy on an English browser).
    const { order, separator } = languageDateFormat(context.language);
    const pattern = order.map((part) => t(`date.${part}`)).join(separator);
    const languageHint = t('date.formatLanguage', {
      pattern,
      example: toLanguageDate('1990-12-31', context.language),
    });
    return (
      <TextInput
        id={inputId}
        ref={inputRef}
        label={label}
        description={help ? `${help} ${languageHint}` : languageHint}
        required={required}
        error={error}
        value={text ?? toLanguageDate(stored, context.language)}
        inputMode="numeric"
        autoComplete={field?.name === 'dob' ? 'bday' : 'off'}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          onChange(fromLanguageDate(typed, context.language));
        }}
        onBlur={() => {
          setText(null);
          onBlur();
        }}
        readOnly={field?.readOnly}
        rightSectionWidth={40}
        rightSection={
          field?.readOnly ? undefined : (
            <DatePickerButton
              label={t('date.openPicker', { title: label })}
              value={isIsoDate(stored) ? stored : ''}
              min={bounds.min}
              max={bounds.max}
              onPick={(picked) => {
                setText(null);
                onChange(picked);
                onBlur();
              }}
            />
          )
        }
      />
    );
  }
  const shown = text ?? toDateText(stored, format);
  return (
    <TextInput
      id={inputId}
      ref={inputRef}
      label={label}
      description={description}
      required={required}
      error={error}
      value={shown}
      inputMode="numeric"
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(toDateValue(typed, format));
      }}
      onBlur={() => {
        setText(null);
        onBlur();
      }}
      readOnly={field?.readOnly}
    />
  );
}
