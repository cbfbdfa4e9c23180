/**
 * Lists kept in the browser (spec 2 §7: "lists cached locally and re-fetched after 5 hours").
 * Each list is a stored value of its own, `{ stamp, data }` in local storage like the other
 * stored values (spec 2 §3 "Stored session value"), under a key naming tenant and list.
 */
import type { ListItem } from '@talentgate/domain';

export interface CachedList {
  stamp: number;
  items: ListItem[];
}

const keyOf = (client: string, name: string) => `tg-list:${client}:${name.toLowerCase()}`;

function storage(): Storage | null {
  // Storage access throws when the browser blocks it (privacy settings).
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isListItem(value: unknown): value is ListItem {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'value') === 'string' &&
    typeof Reflect.get(value, 'label') === 'string' &&
    typeof Reflect.get(value, 'labels') === 'object' &&
    typeof Reflect.get(value, 'listId') === 'number' &&
    typeof Reflect.get(value, 'sortOrder') === 'number'
  );
}

/** The stored list, whatever its age; unreadable entries count as absent. */
export function readCachedList(client: string, name: string): CachedList | undefined {
  const raw = storage()?.getItem(keyOf(client, name));
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const stamp: unknown = Reflect.get(value, 'stamp');
  const data: unknown = Reflect.get(value, 'data');
  if (typeof stamp !== 'number' || !Array.isArray(data) || !data.every(isListItem)) {
    return undefined;
  }
  return { stamp, items: data };
}

export function writeCachedList(
  client: string,
  name: string,
  items: ListItem[],
  now = Date.now(),
): void {
  try {
    storage()?.setItem(keyOf(client, name), JSON.stringify({ stamp: now, data: items }));
  } catch {
    // A full storage only costs the cache: the list is fetched again next time.
  }
}
