/**
 * Where attachment bytes live. The metadata table names a storage key; the bytes sit behind
 * this small interface so an object store can replace the default PostgreSQL store later
 * without the attachment service changing. Keys are random UUIDs, and every call also names
 * the tenant, so a store shared by tenants never answers one tenant with another's file.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema.js';

export interface FileStore {
  put(tenantId: number, key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the key is unknown for this tenant. */
  get(tenantId: number, key: string): Promise<Buffer | null>;
  delete(tenantId: number, key: string): Promise<void>;
}

/** The default store: a bytea column (works on PGlite and on a PostgreSQL server). */
export class PostgresFileStore implements FileStore {
  constructor(private readonly db: Database) {}

  async put(tenantId: number, key: string, bytes: Buffer): Promise<void> {
    await this.db.insert(storedFiles).values({ key, tenantId, bytes });
  }

  async get(tenantId: number, key: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.key, key)))
      .limit(1);
    return row?.bytes ?? null;
  }

  async delete(tenantId: number, key: string): Promise<void> {
    await this.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.key, key)));
  }
}
