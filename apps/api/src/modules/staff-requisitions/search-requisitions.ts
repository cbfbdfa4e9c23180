/** requisition search (spec 2 §7): the user's visible requisitions by text, status and category. */
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { RequisitionSearchBody, RequisitionSearchResult } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications, requisitions } from '../../db/schema.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { staffStatusOf } from './present-requisition.js';
import { visibleRequisitions } from './scope.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function searchRequisitions(
  db: Database,
  actor: StaffAccess,
  body: RequisitionSearchBody,
): Promise<RequisitionSearchResult> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 20;
  const conditions: SQL[] = [visibleRequisitions(db, actor)];
  const q = body.q?.trim();
  if (q) conditions.push(ilike(requisitions.title, `%${escapeLike(q)}%`));
  if (body.status) conditions.push(eq(requisitions.status, body.status));
  if (body.category) conditions.push(eq(requisitions.category, body.category));
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(requisitions).where(where);
  const rows = await db
    .select({
      id: requisitions.id,
      title: requisitions.title,
      category: requisitions.category,
      status: requisitions.status,
      updatedAt: requisitions.updatedAt,
      // Counted for the page's requisitions only, each through the (tenant, requisition)
      // index: counting every application of the tenant grows with the tenant, not the page
      // (measured in docs/performance-log.md). The columns are named by alias: in a
      // one-table select drizzle writes them unqualified, and a bare "id" inside the
      // subquery would be the application's own id.
      applicationCount: sql<number>`(select count(*) from ${applications} as page_applications
        where page_applications.tenant_id = ${actor.tenantId}
          and page_applications.requisition_id = ${requisitions}.id)::integer`,
    })
    .from(requisitions)
    .where(where)
    .orderBy(desc(requisitions.updatedAt), desc(requisitions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: totals?.total ?? 0,
    page,
    pageSize,
    items: rows.map((row) => ({
      requisitionId: row.id,
      title: row.title,
      category: row.category,
      status: staffStatusOf(row.status),
      applicationCount: Number(row.applicationCount),
      updatedAt: row.updatedAt.getTime(),
    })),
  };
}
