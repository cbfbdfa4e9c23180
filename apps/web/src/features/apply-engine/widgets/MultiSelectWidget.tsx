import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChoiceOptions } from './choice-options';
import { ListAsText } from './ChoiceWidgets';
import { asStringList, type WidgetProps } from './widget-types';

/** Several choices from a list, picked in a searchable list box. */
export function MultiSelectWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { options, loading } = useChoiceOptions(
    props.field,
    props.schema,
    props.context.client,
    props.context.language,
  );
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  if (!options && !loading) return <ListAsText {...props} />;
  return (
    <MultiSelect
      id={inputId}
      ref={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      disabled={loading}
      data={options ?? []}
      value={asStringList(value)}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      searchable
      nothingFoundMessage={t('choice.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      hidePickedOptions
    />
  );
}
