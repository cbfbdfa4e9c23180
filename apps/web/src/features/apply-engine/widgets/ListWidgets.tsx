import { ListMultiSelect, ListSelect } from '../../lists';
import { SelectWidget } from './ChoiceWidgets';
import { MultiSelectWidget } from './MultiSelectWidget';
import { asString, asStringList, fieldOf, type WidgetProps } from './widget-types';

/** The tenant list a select-like field names, when it writes no options of its own. */
function listNameOf(props: WidgetProps): string | null {
  const field = fieldOf(props, ['select', 'multiselect', 'checkbox-group']);
  if (!field || field.options || !field.list) return null;
  return field.list;
}

/**
 * A select fed by a tenant list (spec 2 §7 "Active list by name"): the lists feature's
 * searchable ListSelect, labelled in the page's language from the browser's cached copy.
 * Fields with written options keep the engine's select.
 */
export function ListSelectWidget(props: WidgetProps) {
  const listName = listNameOf(props);
  if (listName === null) return <SelectWidget {...props} />;
  const { inputId, label, help, required, error, value, onChange, onBlur, field } = props;
  const chosen = asString(value);
  return (
    <ListSelect
      listName={listName}
      id={inputId}
      label={label}
      description={help}
      required={required}
      error={error}
      value={chosen === '' ? null : chosen}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      readOnly={field.readOnly}
      placeholder={field.placeholder}
      clearable={!required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Several choices from a tenant list: the lists feature's ListMultiSelect. */
export function ListMultiSelectWidget(props: WidgetProps) {
  const listName = listNameOf(props);
  if (listName === null) return <MultiSelectWidget {...props} />;
  const { inputId, label, help, required, error, value, onChange, onBlur, field } = props;
  return (
    <ListMultiSelect
      listName={listName}
      id={inputId}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asStringList(value)}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      readOnly={field.readOnly}
      placeholder={field.placeholder}
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}
