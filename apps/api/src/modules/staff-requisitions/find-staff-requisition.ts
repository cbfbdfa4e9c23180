/** A requisition the staff user may see; another tenant's, or one outside their scope, is not found. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { requisitions } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { RequisitionRow } from './present-requisition.js';
import { visibleRequisitions } from './scope.js';

export async function findStaffRequisition(
  db: Database,
  actor: StaffAccess,
  requisitionId: number,
  options: { forUpdate?: boolean } = {},
): Promise<RequisitionRow> {
  const query = db
    .select()
    .from(requisitions)
    .where(and(visibleRequisitions(db, actor), eq(requisitions.id, requisitionId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw appError('REQUISITION_NOT_FOUND');
  return row;
}
