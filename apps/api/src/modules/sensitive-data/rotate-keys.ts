/**
 * Key rotation (decision 0048), run by `npm run rotate-keys`:
 * - rewrap: every data key not wrapped by the current master key is unwrapped with the
 *   previous one that wrapped it and wrapped again, so the old master key can be retired;
 * - new data keys: each tenant gets a new data key version, its values are re-encrypted with
 *   it, and the older versions no value needs any more are deleted.
 * Each value is rewritten on its own, only if unchanged since it was read, so the site keeps
 * serving while it runs; a run that stops half-way is finished by running it again.
 */
import type { Database } from '../../db/client.js';
import {
  deleteUnusedDataKeys,
  findNewestDataKey,
  listDataKeys,
  listValuesOlderThan,
  replaceCiphertext,
  replaceWrappedKey,
} from '../../stores/sensitive-data-store.js';
import { decrypt, encrypt } from './aead.js';
import { addDataKey, dataKeyOf } from './data-keys.js';
import type { KeyRing } from './key-ring.js';
import { valueContext } from './sensitive-data.js';
import { appError } from '../../errors/catalogue.js';

const BATCH = 200;

/** Rewraps the data keys another master key wraps; how many. */
export async function rewrapDataKeys(db: Database, keys: KeyRing): Promise<number> {
  let rewrapped = 0;
  for (const stored of await listDataKeys(db)) {
    if (stored.masterKeyId === keys.currentId) continue;
    await replaceWrappedKey(db, keys.wrap(stored.tenantId, stored.version, keys.unwrap(stored)));
    rewrapped += 1;
  }
  return rewrapped;
}

export interface TenantRotation {
  tenantId: number;
  version: number;
  reencrypted: number;
  keysDeleted: number;
}

/** A new data key for the tenant, its values re-encrypted with it, unused old keys deleted. */
export async function rotateTenantDataKey(
  db: Database,
  keys: KeyRing,
  tenantId: number,
): Promise<TenantRotation> {
  const newest = await findNewestDataKey(db, tenantId);
  const version = (newest?.version ?? 0) + 1;
  await addDataKey(db, keys, tenantId, version);
  const newKey = await dataKeyOf(db, keys, tenantId, version);
  const oldKeys = new Map<number, Buffer>();
  let reencrypted = 0;
  let afterId = 0;
  for (;;) {
    const batch = await listValuesOlderThan(db, tenantId, version, afterId, BATCH);
    if (batch.length === 0) break;
    for (const value of batch) {
      afterId = value.id;
      let oldKey = oldKeys.get(value.keyVersion);
      if (!oldKey) {
        oldKey = await dataKeyOf(db, keys, tenantId, value.keyVersion);
        oldKeys.set(value.keyVersion, oldKey);
      }
      const context = valueContext(value, value.field);
      const plain = decrypt(oldKey, value.ciphertext, context);
      if (plain === null) throw appError('SENSITIVE_DATA_UNREADABLE');
      await replaceCiphertext(db, value, version, encrypt(newKey, plain, context));
      reencrypted += 1;
    }
  }
  const keysDeleted = await deleteUnusedDataKeys(db, tenantId, version);
  return { tenantId, version, reencrypted, keysDeleted };
}

export interface RotationResult {
  rewrapped: number;
  tenants: TenantRotation[];
}

export async function rotateKeys(
  db: Database,
  keys: KeyRing,
  options: { newDataKeys: boolean },
): Promise<RotationResult> {
  const rewrapped = await rewrapDataKeys(db, keys);
  const tenants: TenantRotation[] = [];
  if (options.newDataKeys) {
    const tenantIds = new Set((await listDataKeys(db)).map((key) => key.tenantId));
    for (const tenantId of tenantIds) tenants.push(await rotateTenantDataKey(db, keys, tenantId));
  }
  return { rewrapped, tenants };
}
