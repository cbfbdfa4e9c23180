import { and, asc, eq } from 'drizzle-orm';
import type { ListItem } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listItems } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findList } from './find-list.js';
import { presentListItem } from './present-list-item.js';

/** The active items of the tenant's list, in sort order (spec 2 §7 "Active list by name"). */
export async function findActiveList(
  db: Database,
  tenant: Tenant,
  name: string,
): Promise<ListItem[]> {
  const list = await findList(db, tenant, name);
  if (!list) throw appError('LIST_NOT_FOUND');
  const rows = await db
    .select()
    .from(listItems)
    .where(
      and(
        eq(listItems.tenantId, tenant.id),
        eq(listItems.listId, list.id),
        eq(listItems.active, true),
      ),
    )
    .orderBy(asc(listItems.sortOrder), asc(listItems.value));
  return rows.map(presentListItem);
}
