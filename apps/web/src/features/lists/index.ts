/**
 * Tenant lists in the browser. The widgets are for the apply engine's widget registry; the
 * career home imports `use-list` directly so the widgets' Mantine Combobox stays out of its
 * bundle.
 */
export { ListMultiSelect, type ListMultiSelectProps } from './ListMultiSelect';
export { ListSelect, type ListSelectProps } from './ListSelect';
export { listQueryOptions } from './list-query';
export { useList, useListLabel, useListOptions, type ListOption } from './use-list';
