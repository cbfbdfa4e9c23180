/**
 * A tenant's data keys: the newest encrypts (made on the tenant's first value), any version a
 * value names decrypts. Plain data keys live only in memory for the call that needs them.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  findDataKey,
  findNewestDataKey,
  insertDataKey,
} from '../../stores/sensitive-data-store.js';
import type { KeyRing } from './key-ring.js';

export interface DataKey {
  version: number;
  key: Buffer;
}

/** Makes and stores a data key of this version; false when it existed already. */
export async function addDataKey(
  db: Database,
  keys: KeyRing,
  tenantId: number,
  version: number,
): Promise<boolean> {
  return insertDataKey(db, keys.wrap(tenantId, version, randomBytes(32)));
}

export async function newestDataKey(
  db: Database,
  keys: KeyRing,
  tenantId: number,
): Promise<DataKey> {
  let stored = await findNewestDataKey(db, tenantId);
  if (stored === null) {
    // Two first values at once: one insert wins, both then use the key that was kept.
    await addDataKey(db, keys, tenantId, 1);
    stored = await findNewestDataKey(db, tenantId);
  }
  if (stored === null) throw appError('SENSITIVE_DATA_UNREADABLE');
  return { version: stored.version, key: keys.unwrap(stored) };
}

export async function dataKeyOf(
  db: Database,
  keys: KeyRing,
  tenantId: number,
  version: number,
): Promise<Buffer> {
  const stored = await findDataKey(db, tenantId, version);
  if (stored === null) throw appError('SENSITIVE_DATA_UNREADABLE');
  return keys.unwrap(stored);
}
