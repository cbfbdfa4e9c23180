import { PlainTextInput } from './PlainTextInput';
import { asString, type WidgetProps } from './widget-types';

/**
 * text, and the fallback of fields whose richer widget is not plugged in (zip, place). No
 * maxLength attribute: a value over the limit shows the spec's "too long" message instead of
 * being cut without a word.
 */
export function TextWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, field } = props;
  return (
    <PlainTextInput
      id={inputId}
      inputRef={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asString(value)}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={field.readOnly}
      placeholder={field.placeholder}
    />
  );
}

/** A value the form carries without showing it. */
export function HiddenWidget() {
  return null;
}
