/**
 * Tenant lists behind choice fields (spec 2 §5 "select and multi-select from tenant lists"):
 * a select, multi-select or checkbox-group whose options come from a list must hold values
 * of that list's active items, so a hand-made request cannot store a value the visitor was
 * never offered. One query per submission loads every list the form names.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ApplyFormConfig } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listItems, lists } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';

export type ListValues = (listName: string) => ReadonlySet<string> | undefined;

/** The list names the form's choice fields (grid columns included) take their options from. */
export function listNamesOf(config: ApplyFormConfig): string[] {
  const names = new Set<string>();
  for (const field of config.formMetaData.fields) {
    const fields = field.widget === 'grid' ? field.columns : [field];
    for (const one of fields) {
      if ('list' in one && one.list !== undefined) names.add(one.list);
    }
  }
  return [...names];
}

const noLists: ListValues = () => undefined;

/**
 * How long a process answers a tenant's list values from memory (decision 0025). Every save
 * of a form with a list-backed field needs them, and lists change only on import: an import
 * in this process forgets them at once; one by another process is seen within this time.
 * Browsers keep the lists they offer for five hours (spec 2 §9), so this adds no staleness
 * a visitor could meet.
 */
export const LIST_VALUES_CACHE_MS = 60_000;
const MAX_CACHED = 1000;

const cache = new Map<string, { until: number; values: ReadonlyMap<string, Set<string>> }>();

/**
 * Drops everything this process keeps of every tenant's lists: what a fresh process starts
 * with (test files sharing one process start so, as their databases differ).
 */
export function forgetAllListValues(): void {
  cache.clear();
}

/** Drops what this process keeps of the tenant's lists (after an import). */
export function forgetListValues(tenantId: number): void {
  for (const key of cache.keys()) if (key.startsWith(`${tenantId}:`)) cache.delete(key);
}

async function fetchListValues(db: Database, tenant: Tenant, names: readonly string[]) {
  // Cached a minute per tenant (below): a form's saves rarely run this query.
  const rows = await db
    .select({ name: sql<string>`lower(${lists.name})`, value: listItems.value })
    .from(lists)
    .leftJoin(
      listItems,
      and(
        eq(listItems.listId, lists.id),
        eq(listItems.tenantId, tenant.id),
        eq(listItems.active, true),
      ),
    )
    .where(
      and(eq(lists.tenantId, tenant.id), sql`lower(${lists.name}) = any(${sql.param(names)})`),
    );
  const values = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = values.get(row.name) ?? new Set<string>();
    if (row.value !== null) set.add(row.value);
    values.set(row.name, set);
  }
  return values;
}

/**
 * The active values of the named lists, by name (compared case-insensitively, as list names
 * are unique). A list the tenant does not have is `undefined`: its field is then checked by
 * its schema only (decision 0015), so a form does not become impossible to submit before
 * the tenant's lists are imported.
 */
export async function loadListValues(
  db: Database,
  tenant: Tenant,
  names: readonly string[],
  now = Date.now(),
): Promise<ListValues> {
  if (names.length === 0) return noLists;
  const lowerNames = [...new Set(names.map((name) => name.toLowerCase()))].sort();
  const key = `${tenant.id}:${lowerNames.join('\n')}`;
  let entry = cache.get(key);
  if (entry === undefined || entry.until <= now) {
    entry = {
      until: now + LIST_VALUES_CACHE_MS,
      values: await fetchListValues(db, tenant, lowerNames),
    };
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, entry);
  }
  const { values } = entry;
  return (listName) => values.get(listName.toLowerCase());
}
