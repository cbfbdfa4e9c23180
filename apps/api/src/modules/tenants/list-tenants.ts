import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';

/** Every tenant's client key, for jobs that run for all of them (job alerts). */
export async function listTenantClients(db: Database): Promise<string[]> {
  const rows = await db.select({ client: tenants.client }).from(tenants).orderBy(tenants.id);
  return rows.map((row) => row.client);
}
