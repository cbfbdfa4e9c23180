/**
 * SQL of the sensitive data (decision 0048): tenants' wrapped data keys and candidates'
 * encrypted values. Nothing here encrypts or decrypts; modules/sensitive-data does.
 */
import { and, desc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sensitiveValues, tenantDataKeys } from '../db/schema.js';

export interface Owner {
  tenantId: number;
  candidateId: number;
}

export interface StoredDataKey {
  tenantId: number;
  version: number;
  wrappedKey: string;
  masterKeyId: string;
}

export interface StoredSensitiveValue {
  id: number;
  tenantId: number;
  candidateId: number;
  field: string;
  kind: string;
  keyVersion: number;
  ciphertext: string;
  masked: string;
  updatedAt: Date;
}

const dataKeyColumns = {
  tenantId: tenantDataKeys.tenantId,
  version: tenantDataKeys.version,
  wrappedKey: tenantDataKeys.wrappedKey,
  masterKeyId: tenantDataKeys.masterKeyId,
};

/** The tenant's newest data key (the one that encrypts), or null before the first value. */
export async function findNewestDataKey(
  db: Database,
  tenantId: number,
): Promise<StoredDataKey | null> {
  const [row] = await db
    .select(dataKeyColumns)
    .from(tenantDataKeys)
    .where(eq(tenantDataKeys.tenantId, tenantId))
    .orderBy(desc(tenantDataKeys.version))
    .limit(1);
  return row ?? null;
}

export async function findDataKey(
  db: Database,
  tenantId: number,
  version: number,
): Promise<StoredDataKey | null> {
  const [row] = await db
    .select(dataKeyColumns)
    .from(tenantDataKeys)
    .where(and(eq(tenantDataKeys.tenantId, tenantId), eq(tenantDataKeys.version, version)))
    .limit(1);
  return row ?? null;
}

/** Adds a data key; false when that version exists already (another request made it). */
export async function insertDataKey(db: Database, key: StoredDataKey): Promise<boolean> {
  const inserted = await db
    .insert(tenantDataKeys)
    .values(key)
    .onConflictDoNothing()
    .returning({ version: tenantDataKeys.version });
  return inserted.length > 0;
}

export async function listDataKeys(db: Database, tenantId?: number): Promise<StoredDataKey[]> {
  return db
    .select(dataKeyColumns)
    .from(tenantDataKeys)
    .where(tenantId === undefined ? undefined : eq(tenantDataKeys.tenantId, tenantId))
    .orderBy(tenantDataKeys.tenantId, tenantDataKeys.version);
}

export async function replaceWrappedKey(db: Database, key: StoredDataKey): Promise<void> {
  await db
    .update(tenantDataKeys)
    .set({ wrappedKey: key.wrappedKey, masterKeyId: key.masterKeyId })
    .where(and(eq(tenantDataKeys.tenantId, key.tenantId), eq(tenantDataKeys.version, key.version)));
}

/** Deletes the tenant's data keys older than `version` that no value is encrypted with. */
export async function deleteUnusedDataKeys(
  db: Database,
  tenantId: number,
  version: number,
): Promise<number> {
  const deleted = await db
    .delete(tenantDataKeys)
    .where(
      and(
        eq(tenantDataKeys.tenantId, tenantId),
        lt(tenantDataKeys.version, version),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sensitiveValues)
            .where(
              and(
                eq(sensitiveValues.tenantId, tenantDataKeys.tenantId),
                eq(sensitiveValues.keyVersion, tenantDataKeys.version),
              ),
            ),
        ),
      ),
    )
    .returning({ version: tenantDataKeys.version });
  return deleted.length;
}

export interface SensitiveValueWrite {
  field: string;
  kind: string;
  keyVersion: number;
  ciphertext: string;
  masked: string;
}

/** Writes the candidate's value of a field (replacing the one they had). */
export async function upsertSensitiveValue(
  db: Database,
  owner: Owner,
  value: SensitiveValueWrite,
  now: Date,
): Promise<void> {
  await db
    .insert(sensitiveValues)
    .values({ ...owner, ...value, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [sensitiveValues.tenantId, sensitiveValues.candidateId, sensitiveValues.field],
      set: {
        kind: value.kind,
        keyVersion: value.keyVersion,
        ciphertext: value.ciphertext,
        masked: value.masked,
        updatedAt: now,
      },
    });
}

/** The candidate's values of these fields (all of them when `fields` is absent). */
export async function listSensitiveValues(
  db: Database,
  owner: Owner,
  fields?: readonly string[],
): Promise<StoredSensitiveValue[]> {
  if (fields !== undefined && fields.length === 0) return [];
  return db
    .select()
    .from(sensitiveValues)
    .where(
      and(
        eq(sensitiveValues.tenantId, owner.tenantId),
        eq(sensitiveValues.candidateId, owner.candidateId),
        fields === undefined ? undefined : inArray(sensitiveValues.field, [...fields]),
      ),
    )
    .orderBy(sensitiveValues.field);
}

export async function deleteSensitiveValues(
  db: Database,
  owner: Owner,
  fields: readonly string[],
): Promise<number> {
  if (fields.length === 0) return 0;
  const deleted = await db
    .delete(sensitiveValues)
    .where(
      and(
        eq(sensitiveValues.tenantId, owner.tenantId),
        eq(sensitiveValues.candidateId, owner.candidateId),
        inArray(sensitiveValues.field, [...fields]),
      ),
    )
    .returning({ id: sensitiveValues.id });
  return deleted.length;
}

/** A batch of the tenant's values encrypted with a key older than `version` (rotation). */
export async function listValuesOlderThan(
  db: Database,
  tenantId: number,
  version: number,
  afterId: number,
  limit: number,
): Promise<StoredSensitiveValue[]> {
  return db
    .select()
    .from(sensitiveValues)
    .where(
      and(
        eq(sensitiveValues.tenantId, tenantId),
        lt(sensitiveValues.keyVersion, version),
        gt(sensitiveValues.id, afterId),
      ),
    )
    .orderBy(sensitiveValues.id)
    .limit(limit);
}

/** Re-encrypted: the new ciphertext, only if the row still holds the one that was read. */
export async function replaceCiphertext(
  db: Database,
  value: StoredSensitiveValue,
  keyVersion: number,
  ciphertext: string,
): Promise<void> {
  await db
    .update(sensitiveValues)
    .set({ keyVersion, ciphertext })
    .where(and(eq(sensitiveValues.id, value.id), eq(sensitiveValues.ciphertext, value.ciphertext)));
}
