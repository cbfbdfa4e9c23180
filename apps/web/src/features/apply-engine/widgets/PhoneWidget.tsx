import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { maskPhone, phoneValue, typedPhoneText } from '../fields/phone-mask';
import { asString, type WidgetProps } from './widget-types';

/**
 * A phone number through the mask of spec 2 §5: what is typed keeps phone characters only
 * (at most 14 digits), the value is its digits, and leaving the field writes it masked.
 */
export function PhoneWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, field } = props;
  const digits = asString(value);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? maskPhone(digits);
  return (
    <TextInput
      id={inputId}
      ref={inputRef}
      type="tel"
      label={label}
      description={help}
      required={required}
      error={error}
      value={phoneValue(shown) === digits ? shown : maskPhone(digits)}
      onChange={(event) => {
        const typed = typedPhoneText(event.currentTarget.value);
        setText(typed);
        onChange(phoneValue(typed));
      }}
      onBlur={() => {
        setText(null);
        onBlur();
      }}
      readOnly={field.readOnly}
      placeholder={field.placeholder ?? '(999) 999-9999'}
      autoComplete="tel"
      inputMode="tel"
    />
  );
}
