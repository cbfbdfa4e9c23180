/**
 * Imports a tenant's lists file. Each list in the file is made to match it exactly: items
 * are added, changed or removed, and an item's place in the file becomes its sort order.
 * Lists the file does not name are left alone, so a tenant's lists may live in several files.
 * One transaction: a failed import changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ListsFile, ListsFileList } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listItems, lists } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { forgetListValues } from '../apply-streams/list-values.js';
import { findList } from './find-list.js';
import { transaction } from '../../db/transaction.js';

export interface ImportSummary {
  listsAdded: number;
  listsSkipped: number;
  itemsAdded: number;
  itemsChanged: number;
  itemsRemoved: number;
}

export interface ImportOptions {
  /** Only add lists the tenant does not have yet (the demo seed: never undo a tenant's edits). */
  onlyMissing?: boolean;
}

type ItemRow = typeof listItems.$inferSelect;

interface WantedItem {
  value: string;
  label: string;
  labels: Record<string, string>;
  sortOrder: number;
  active: boolean;
}

function wantedItems(list: ListsFileList): WantedItem[] {
  return list.items.map((item, index) => ({
    value: item.value,
    label: item.label,
    labels: item.labels ?? {},
    sortOrder: index + 1,
    active: item.active ?? true,
  }));
}

function sameLabels(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function isUnchanged(row: ItemRow, wanted: WantedItem): boolean {
  return (
    row.label === wanted.label &&
    row.sortOrder === wanted.sortOrder &&
    row.active === wanted.active &&
    sameLabels(row.labels, wanted.labels)
  );
}

async function syncItems(
  tx: Database,
  tenantId: number,
  listId: number,
  wanted: WantedItem[],
  summary: ImportSummary,
): Promise<void> {
  const existing = await tx
    .select()
    .from(listItems)
    .where(and(eq(listItems.tenantId, tenantId), eq(listItems.listId, listId)));
  const byValue = new Map(existing.map((row) => [row.value, row]));
  const wantedValues = new Set(wanted.map((item) => item.value));

  const removed = existing.filter((row) => !wantedValues.has(row.value)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(listItems).where(inArray(listItems.id, removed));
  summary.itemsRemoved += removed.length;

  const added = wanted.filter((item) => !byValue.has(item.value));
  if (added.length > 0) {
    await tx.insert(listItems).values(added.map((item) => ({ ...item, tenantId, listId })));
  }
  summary.itemsAdded += added.length;

  for (const item of wanted) {
    const row = byValue.get(item.value);
    if (!row || isUnchanged(row, item)) continue;
    await tx
      .update(listItems)
      .set({ ...item, updatedAt: new Date() })
      .where(eq(listItems.id, row.id));
    summary.itemsChanged += 1;
  }
}

export async function importLists(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  file: ListsFile,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    listsAdded: 0,
    listsSkipped: 0,
    itemsAdded: 0,
    itemsChanged: 0,
    itemsRemoved: 0,
  };
  await transaction(db, async (tx) => {
    for (const list of file.lists) {
      let listId: number;
      const found = await findList(tx, tenant, list.name);
      if (found && options.onlyMissing) {
        summary.listsSkipped += 1;
        continue;
      }
      if (found) {
        listId = found.id;
        await tx
          .update(lists)
          .set({ name: list.name, description: list.description ?? '', updatedAt: new Date() })
          .where(eq(lists.id, found.id));
      } else {
        const [created] = await tx
          .insert(lists)
          .values({ tenantId: tenant.id, name: list.name, description: list.description ?? '' })
          .returning({ id: lists.id });
        if (!created) throw new Error(`list ${list.name} not created`);
        listId = created.id;
        summary.listsAdded += 1;
      }
      await syncItems(tx, tenant.id, listId, wantedItems(list), summary);
    }
  });
  // From now on, saves in this process check list-backed answers against the new items.
  forgetListValues(tenant.id);
  return summary;
}
