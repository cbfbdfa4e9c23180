/**
 * The master keys from the environment (config.masterKeys) and what they do: wrap a tenant's
 * data key with the current one, unwrap with whichever one `master_key_id` names. A data key
 * no master key opens fails closed (SENSITIVE_DATA_UNREADABLE), never a guess.
 */
import { createHash } from 'node:crypto';
import type { MasterKeys } from '../../config.js';
import { appError } from '../../errors/catalogue.js';
import { decrypt, encrypt } from './aead.js';

export interface WrappedDataKey {
  tenantId: number;
  version: number;
  wrappedKey: string;
  masterKeyId: string;
}

/** A key's name in the database: the start of its SHA-256, which tells nothing about it. */
export const masterKeyIdOf = (key: Buffer) =>
  createHash('sha256').update(key).digest('hex').slice(0, 16);

const wrappingContext = (tenantId: number, version: number) =>
  `talentgate:data-key:${tenantId}:${version}`;

export class KeyRing {
  readonly currentId: string;
  private readonly byId: ReadonlyMap<string, Buffer>;

  constructor(keys: MasterKeys) {
    this.currentId = masterKeyIdOf(keys.current);
    this.byId = new Map(
      [keys.current, ...keys.previous].map((key) => [masterKeyIdOf(key), key] as const),
    );
  }

  wrap(tenantId: number, version: number, dataKey: Buffer): WrappedDataKey {
    const master = this.byId.get(this.currentId);
    if (!master) throw appError('SENSITIVE_DATA_UNREADABLE');
    return {
      tenantId,
      version,
      wrappedKey: encrypt(master, dataKey, wrappingContext(tenantId, version)),
      masterKeyId: this.currentId,
    };
  }

  unwrap(stored: WrappedDataKey): Buffer {
    const master = this.byId.get(stored.masterKeyId);
    const key = master
      ? decrypt(master, stored.wrappedKey, wrappingContext(stored.tenantId, stored.version))
      : null;
    if (key === null || key.length !== 32) throw appError('SENSITIVE_DATA_UNREADABLE');
    return key;
  }
}
