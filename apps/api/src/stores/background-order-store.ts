/** Background check orders (decision 0052): by application, by the provider's reference. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { backgroundOrders, staffUsers } from '../db/schema.js';

export type BackgroundOrderRow = typeof backgroundOrders.$inferSelect;
export type BackgroundOrderWithStaff = BackgroundOrderRow & { orderedBy: string | null };

export async function insertBackgroundOrder(
  db: Database,
  order: typeof backgroundOrders.$inferInsert,
): Promise<BackgroundOrderRow> {
  const [row] = await db.insert(backgroundOrders).values(order).returning();
  if (!row) throw new Error('background order not inserted');
  return row;
}

/** Whether the application has an order of this package not completed yet. */
export async function hasOpenOrder(
  db: Database,
  tenantId: number,
  applicationId: number,
  packageCode: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: backgroundOrders.id })
    .from(backgroundOrders)
    .where(
      and(
        eq(backgroundOrders.tenantId, tenantId),
        eq(backgroundOrders.applicationId, applicationId),
        eq(backgroundOrders.packageCode, packageCode),
        ne(backgroundOrders.status, 'completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function ordersOfApplication(
  db: Database,
  tenantId: number,
  applicationId: number,
): Promise<BackgroundOrderWithStaff[]> {
  return db
    .select({
      id: backgroundOrders.id,
      tenantId: backgroundOrders.tenantId,
      candidateId: backgroundOrders.candidateId,
      applicationId: backgroundOrders.applicationId,
      provider: backgroundOrders.provider,
      providerReference: backgroundOrders.providerReference,
      packageCode: backgroundOrders.packageCode,
      packageName: backgroundOrders.packageName,
      status: backgroundOrders.status,
      result: backgroundOrders.result,
      summary: backgroundOrders.summary,
      orderedByStaffId: backgroundOrders.orderedByStaffId,
      completedAt: backgroundOrders.completedAt,
      createdAt: backgroundOrders.createdAt,
      updatedAt: backgroundOrders.updatedAt,
      orderedBy: staffUsers.name,
    })
    .from(backgroundOrders)
    .leftJoin(staffUsers, eq(staffUsers.id, backgroundOrders.orderedByStaffId))
    .where(
      and(
        eq(backgroundOrders.tenantId, tenantId),
        eq(backgroundOrders.applicationId, applicationId),
      ),
    )
    .orderBy(asc(backgroundOrders.id));
}

/** The order a provider's reference names in a tenant, locked for its status change. */
export async function lockOrderByReference(
  db: Database,
  tenantId: number,
  provider: string,
  reference: string,
): Promise<BackgroundOrderRow | null> {
  const [row] = await db
    .select()
    .from(backgroundOrders)
    .where(
      and(
        eq(backgroundOrders.tenantId, tenantId),
        eq(backgroundOrders.provider, provider),
        eq(backgroundOrders.providerReference, reference),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateOrderStatus(
  db: Database,
  id: number,
  change: Pick<BackgroundOrderRow, 'status' | 'result' | 'summary' | 'completedAt'>,
  now: Date,
): Promise<void> {
  await db
    .update(backgroundOrders)
    .set({ ...change, updatedAt: now })
    .where(eq(backgroundOrders.id, id));
}
