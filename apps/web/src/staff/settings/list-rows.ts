/**
 * A list item as the editor's row and back. The row has a field per console language; label
 * languages the editor does not show are carried along untouched, so what staff save exports
 * as the file had it plus their edits (decision 0032's round trip).
 */
import type { ListsFileItem } from '@talentgate/domain';
import { APP_LANGUAGES } from '../../i18n/languages';

/** The label languages the editor offers besides the default label. */
export const LABEL_LANGUAGES = APP_LANGUAGES.filter((language) => language !== 'en');

export interface ItemRow {
  value: string;
  label: string;
  active: boolean;
  /** One field per label language; empty means "shows the default label". */
  labels: Record<string, string>;
  /** Label languages the file has that the editor does not show: kept as they are. */
  otherLabels: Record<string, string>;
}

export function rowOf(item: ListsFileItem): ItemRow {
  const labels = item.labels ?? {};
  const shown = new Set<string>(LABEL_LANGUAGES);
  return {
    value: item.value,
    label: item.label,
    active: item.active !== false,
    labels: Object.fromEntries(
      LABEL_LANGUAGES.map((language) => [language, labels[language] ?? '']),
    ),
    otherLabels: Object.fromEntries(
      Object.entries(labels).filter(([language]) => !shown.has(language)),
    ),
  };
}

export function itemOf(row: ItemRow): ListsFileItem {
  const labels = {
    ...row.otherLabels,
    ...Object.fromEntries(
      Object.entries(row.labels)
        .map(([language, text]) => [language, text.trim()] as const)
        .filter(([, text]) => text !== ''),
    ),
  };
  return {
    value: row.value.trim(),
    label: row.label.trim(),
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
    ...(row.active ? {} : { active: false }),
  };
}
