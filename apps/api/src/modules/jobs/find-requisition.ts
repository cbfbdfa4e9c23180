import { and, eq } from 'drizzle-orm';
import type { Requisition, SmartPostResult } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { requisitions } from '../../db/schema.js';
import { findRequisitionRow } from '../../stores/requisition-store.js';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentRequisition } from './present.js';

/** Requisition by id within the tenant; another tenant's requisition is not found. */
export async function findRequisition(
  db: Database,
  tenant: Tenant,
  requisitionId: number,
): Promise<Requisition> {
  const row = await findRequisitionRow(db, tenant.id, requisitionId);
  if (!row) throw appError('REQUISITION_NOT_FOUND');
  return presentRequisition(row);
}

/** Requisition id for a job board's smart post id. */
export async function findRequisitionIdBySmartPost(
  db: Database,
  tenant: Tenant,
  smartPostId: string,
): Promise<SmartPostResult> {
  const [row] = await db
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenant.id), eq(requisitions.smartPostId, smartPostId)))
    .limit(1);
  if (!row) throw appError('SMART_POST_NOT_FOUND');
  return { requisitionId: row.id };
}
