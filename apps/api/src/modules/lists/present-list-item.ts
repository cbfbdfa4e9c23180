import type { ListItem } from '@talentgate/domain';
import type { listItems } from '../../db/schema.js';

type ListItemRow = typeof listItems.$inferSelect;

/** The only shape of a list item that leaves the server (spec 2 §3 "List item"). */
export function presentListItem(row: ListItemRow): ListItem {
  return {
    value: row.value,
    label: row.label,
    labels: row.labels,
    listId: row.listId,
    sortOrder: row.sortOrder,
  };
}
