import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChoiceOptions } from './choice-options';
import { TextWidget } from './TextWidget';
import { asString, asStringList, type WidgetProps } from './widget-types';

function useOptions(props: WidgetProps) {
  const { field, schema, context } = props;
  return useChoiceOptions(field, schema, context.client, context.language);
}

/** One choice; the empty first entry means "not chosen". */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { options, loading } = useOptions(props);
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  if (!options && !loading) return <TextWidget {...props} />;
  return (
    <NativeSelect
      id={inputId}
      ref={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      disabled={loading}
      value={asString(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      data={[{ value: '', label: t('choice.choose') }, ...(options ?? [])]}
    />
  );
}

/** A choice list typed as text when no options can be shown: the one value, as a list. */
export function ListAsText(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  return (
    <TextInput
      id={inputId}
      ref={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asStringList(value)[0] ?? ''}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(text === '' ? [] : [text]);
      }}
      onBlur={onBlur}
    />
  );
}

/** Several choices, each a tick box. */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { options, loading } = useOptions(props);
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  if (!options && !loading) return <ListAsText {...props} />;
  return (
    <Checkbox.Group
      id={inputId}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asStringList(value)}
      onChange={(next) => onChange(next)}
    >
      <Stack gap="xs" mt="xs">
        {(options ?? []).map((option, index) => (
          <Checkbox
            key={option.value}
            ref={index === 0 ? inputRef : undefined}
            value={option.value}
            label={option.label}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
