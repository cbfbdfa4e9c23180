/**
 * A stream's forms in order, cached per stream version. Every save and completion of an
 * attempt needs them, and they change only on import, which moves the stream's updatedAt
 * (like the metadata answer, stream-metadata.ts): a caller that has the stream row needs no
 * query at all for a cached version.
 */
import type { Database } from '../../db/client.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { loadStreamForms, type StreamFormRow, type StreamRow } from './find-stream.js';

const MAX_STREAMS = 200;
const cache = new Map<number, { updatedAt: number; forms: StreamFormRow[] }>();

/** Drops every kept stream (what a fresh process starts with). */
export function forgetAllStreamForms(): void {
  cache.clear();
}

export async function streamForms(
  db: Database,
  tenant: Tenant,
  stream: Pick<StreamRow, 'id' | 'tenantId' | 'updatedAt'>,
): Promise<StreamFormRow[]> {
  // The caller found the stream within the tenant; never serve one across tenants.
  if (stream.tenantId !== tenant.id) return loadStreamForms(db, tenant, stream.id);
  const version = stream.updatedAt.getTime();
  const entry = cache.get(stream.id);
  if (entry && entry.updatedAt === version) return entry.forms;
  const forms = await loadStreamForms(db, tenant, stream.id);
  if (cache.size >= MAX_STREAMS) cache.clear();
  cache.set(stream.id, { updatedAt: version, forms });
  return forms;
}
