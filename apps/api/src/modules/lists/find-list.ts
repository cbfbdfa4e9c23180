import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lists } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';

export type ListRow = typeof lists.$inferSelect;

/** The tenant's list of this name, compared case-insensitively (as the unique index is). */
export async function findList(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  name: string,
): Promise<ListRow | null> {
  const [row] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.tenantId, tenant.id), sql`lower(${lists.name}) = ${name.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}
