import { asc, eq } from 'drizzle-orm';
import type { ListsFile, ListsFileItem } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listItems, lists } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';

type ItemRow = typeof listItems.$inferSelect;

/** PostgreSQL's jsonb keeps its own key order; files list languages alphabetically. */
function sortedByKey(labels: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
}

/** Only what differs from the defaults is written, so a file reads as it was written. */
function fileItem(row: ItemRow): ListsFileItem {
  return {
    value: row.value,
    label: row.label,
    ...(Object.keys(row.labels).length > 0 ? { labels: sortedByKey(row.labels) } : {}),
    ...(row.active ? {} : { active: false }),
  };
}

/** Every list of the tenant as a lists file: lists in creation order, items in sort order. */
export async function exportLists(db: Database, tenant: Pick<Tenant, 'id'>): Promise<ListsFile> {
  const listRows = await db
    .select()
    .from(lists)
    .where(eq(lists.tenantId, tenant.id))
    .orderBy(asc(lists.id));
  const itemRows = await db
    .select()
    .from(listItems)
    .where(eq(listItems.tenantId, tenant.id))
    .orderBy(asc(listItems.sortOrder), asc(listItems.value));
  return {
    version: 1,
    lists: listRows.map((list) => ({
      name: list.name,
      ...(list.description === '' ? {} : { description: list.description }),
      items: itemRows.filter((item) => item.listId === list.id).map(fileItem),
    })),
  };
}
