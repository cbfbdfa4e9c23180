import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListLoadFailure } from './use-list-load-failure';
import { useListOptions } from './use-list';

export interface ListMultiSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'onChange' | 'value'
> {
  /** The tenant list whose active items are the choices (spec 2 §7 "Active list by name"). */
  listName: string;
  value: string[];
  onChange: (value: string[]) => void;
}

/** Several choices from a tenant list, labelled in the page's language (apply widget registry). */
export function ListMultiSelect({ listName, value, onChange, ...props }: ListMultiSelectProps) {
  const { t } = useTranslation();
  const list = useListOptions(listName);
  useListLoadFailure(list.errorUpdatedAt);
  const loading = list.isPending;

  return (
    <MultiSelect
      searchable
      {...props}
      data={list.options}
      value={value}
      onChange={onChange}
      disabled={props.disabled === true || loading || list.isError}
      placeholder={loading ? t('common.loading') : props.placeholder}
      nothingFoundMessage={t('lists.nothingFound')}
    />
  );
}
