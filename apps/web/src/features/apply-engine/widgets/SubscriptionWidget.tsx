import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack } from '@mantine/core';
import { localized } from '../fields/localized';
import { asStringList, fieldOf, type WidgetProps } from './widget-types';

/**
 * Subscription preferences (spec 2 §3 "Subscription"): one tick per communication type the
 * form offers (job alerts, marketing, SMS); the value is the list of chosen types.
 */
export function SubscriptionWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, context } =
    props;
  const field = fieldOf(props, ['subscription-preferences']);
  const chosen = asStringList(value);
  return (
    <Checkbox.Group
      id={inputId}
      label={label}
      description={help}
      required={required}
      error={error}
      value={chosen}
      onChange={(next) => onChange(next)}
    >
      <Stack gap="xs" mt="xs">
        {field?.types.map((type, index) => (
          <Checkbox
            key={type.communicationType}
            ref={index === 0 ? inputRef : undefined}
            value={type.communicationType}
            label={localized(type.label, type.labelTranslations, context.language)}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
