/**
 * Who approves an offer in a new round (decisions 0049, 0051): the chain's steps in order, a
 * named staff user as they are, a hierarchy step as the managers of the requisition's
 * department (or location), found now from where the requisition sits in the org hierarchy.
 * When nobody there may approve offers, the nearest node above with such a manager answers;
 * with none up the tree the offer is not sent (409 `HIERARCHY_MANAGER_NOT_FOUND`). Each
 * person is asked once, at their first place.
 */
import type { ApprovalChain } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { requisitionNodeManagers } from '../hierarchy/hierarchy-nodes.js';
import { loadStaffAccess } from '../staff-auth/staff-access.js';

export interface RoundApprover {
  staffUserId: number;
  name: string;
}

async function nodeApprovers(
  db: Database,
  tenantId: number,
  requisitionId: number,
  kind: 'department' | 'location',
): Promise<RoundApprover[]> {
  const managers = await requisitionNodeManagers(db, tenantId, requisitionId, kind);
  const approving: typeof managers = [];
  for (const manager of managers) {
    const access = await loadStaffAccess(db, tenantId, manager.staffUserId);
    if (access?.permissions.has('offers:approve')) approving.push(manager);
  }
  const nearest = approving[0]?.nodeId;
  if (nearest === undefined) throw appError('HIERARCHY_MANAGER_NOT_FOUND');
  return approving.filter((manager) => manager.nodeId === nearest);
}

export async function roundApprovers(
  db: Database,
  tenantId: number,
  chain: ApprovalChain,
  requisitionId: number,
): Promise<RoundApprover[]> {
  const approvers: RoundApprover[] = [];
  for (const detail of chain.details) {
    const found =
      detail.staffUserId !== null
        ? [{ staffUserId: detail.staffUserId, name: detail.name }]
        : await nodeApprovers(
            db,
            tenantId,
            requisitionId,
            detail.kind === 'location_managers' ? 'location' : 'department',
          );
    for (const approver of found)
      if (!approvers.some((other) => other.staffUserId === approver.staffUserId))
        approvers.push({ staffUserId: approver.staffUserId, name: approver.name });
  }
  return approvers;
}
