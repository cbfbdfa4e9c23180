import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox } from '@mantine/core';
import { FLAG_FALSE, FLAG_TRUE } from '@talentgate/domain';
import type { WidgetProps } from './widget-types';

/** A yes/no tick: 't' when ticked, 'f' when not (spec 2 §3 flags). */
export function CheckboxWidget(props: WidgetProps) {
  const { inputId, label, help, error, value, onChange, onBlur, inputRef } = props;
  return (
    <Checkbox
      id={inputId}
      ref={inputRef}
      label={label}
      description={help}
      error={error}
      checked={value === FLAG_TRUE}
      onChange={(event) => onChange(event.currentTarget.checked ? FLAG_TRUE : FLAG_FALSE)}
      onBlur={onBlur}
    />
  );
}
