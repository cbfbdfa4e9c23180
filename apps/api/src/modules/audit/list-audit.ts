/** The tenant's audit log, newest first, filtered by entity type or staff user. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditPage, AuditQuery } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffAuditLog } from '../../db/schema.js';

export async function listAudit(
  db: Database,
  tenantId: number,
  query: AuditQuery,
): Promise<AuditPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const conditions: SQL[] = [eq(staffAuditLog.tenantId, tenantId)];
  if (query.entityType) conditions.push(eq(staffAuditLog.entityType, query.entityType));
  if (query.staffUserId) conditions.push(eq(staffAuditLog.staffUserId, query.staffUserId));
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(staffAuditLog).where(where);
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(where)
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: totals?.total ?? 0,
    page,
    pageSize,
    items: rows.map((row) => ({
      auditId: row.id,
      staffUserId: row.staffUserId,
      staffName: row.staffName,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      at: row.createdAt.getTime(),
    })),
  };
}
