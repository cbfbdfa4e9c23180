import { PasswordField } from '../../auth/PasswordField';
import { asString, type WidgetProps } from './widget-types';

/** A password with the show/hide toggle of the sign-in forms (spec 2 §2). */
export function PasswordWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  return (
    <PasswordField
      id={inputId}
      ref={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asString(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      autoComplete="new-password"
    />
  );
}
