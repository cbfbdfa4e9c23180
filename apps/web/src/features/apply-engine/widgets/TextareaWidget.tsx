import { Textarea } from '@mantine/core';
import { asString, type WidgetProps } from './widget-types';

/** Several lines of text, growing with them (its code loads with the first form that has one). */
export function TextareaWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, field } = props;
  return (
    <Textarea
      id={inputId}
      ref={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asString(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      readOnly={field.readOnly}
      placeholder={field.placeholder}
      autosize
      minRows={3}
    />
  );
}
