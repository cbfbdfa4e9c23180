import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListLoadFailure } from './use-list-load-failure';
import { useListOptions } from './use-list';

export interface ListSelectProps extends Omit<SelectProps, 'data' | 'onChange' | 'value'> {
  /** The tenant list whose active items are the choices (spec 2 §7 "Active list by name"). */
  listName: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A select whose choices are a tenant list, labelled in the page's language (a widget of
 * the apply engine's registry: "select and multi-select from tenant lists").
 */
export function ListSelect({ listName, value, onChange, ...props }: ListSelectProps) {
  const { t } = useTranslation();
  const list = useListOptions(listName);
  useListLoadFailure(list.errorUpdatedAt);
  const loading = list.isPending;

  return (
    <Select
      searchable
      {...props}
      data={list.options}
      value={value}
      onChange={(next) => onChange(next)}
      disabled={props.disabled === true || loading || list.isError}
      placeholder={loading ? t('common.loading') : props.placeholder}
      nothingFoundMessage={t('lists.nothingFound')}
    />
  );
}
