/**
 * Approval chains (spec 2 §7 "approvalchain (all, id, details, detail, reorder details POST,
 * activate, deactivate)"; decision 0049): ordered staff users who approve an offer. Each
 * approver must be an active staff user of the tenant allowed to approve offers, or the chain
 * would stop at them. Every write is audited in its transaction.
 */
import type { ApprovalChain, ApprovalChainInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  findChainByName,
  insertApprovalChain,
  reorderChainDetails,
  replaceChainDetails,
  selectApprovalChains,
  selectChainDetails,
  updateApprovalChain,
} from '../../stores/offer-store.js';
import { recordAudit } from '../audit/record-audit.js';
import { loadStaffAccess, type StaffAccess } from '../staff-auth/staff-access.js';

export async function listApprovalChains(
  db: Database,
  tenantId: number,
  ids?: readonly number[],
): Promise<ApprovalChain[]> {
  const chains = await selectApprovalChains(db, tenantId, ids);
  const details = await selectChainDetails(
    db,
    tenantId,
    chains.map((chain) => chain.id),
  );
  return chains.map((chain) => ({
    approvalChainId: chain.id,
    name: chain.name,
    active: chain.active,
    details: details
      .filter((detail) => detail.approvalChainId === chain.id)
      .map((detail) => ({
        approvalChainDetailId: detail.id,
        staffUserId: detail.staffUserId,
        name: detail.name,
        sortOrder: detail.sortOrder,
      })),
  }));
}

export async function findApprovalChain(
  db: Database,
  tenantId: number,
  approvalChainId: number,
): Promise<ApprovalChain> {
  const [chain] = await listApprovalChains(db, tenantId, [approvalChainId]);
  if (!chain) throw appError('APPROVAL_CHAIN_NOT_FOUND');
  return chain;
}

/** Every approver is an active staff user of the tenant who may approve offers. */
async function assertApprovers(db: Database, tenantId: number, staffUserIds: readonly number[]) {
  if (new Set(staffUserIds).size !== staffUserIds.length)
    throw appError('APPROVAL_CHAIN_ORDER_INVALID', { field: 'approverIds' });
  for (const staffUserId of staffUserIds) {
    const access = await loadStaffAccess(db, tenantId, staffUserId);
    if (!access?.permissions.has('offers:approve'))
      throw appError('STAFF_USER_NOT_FOUND', { field: 'approverIds' });
  }
}

async function assertNameFree(db: Database, tenantId: number, name: string, own?: number) {
  const existing = await findChainByName(db, tenantId, name);
  if (existing && existing.id !== own)
    throw appError('APPROVAL_CHAIN_NAME_EXISTS', { field: 'name' });
}

export async function createApprovalChain(
  db: Database,
  actor: StaffAccess,
  input: ApprovalChainInput,
): Promise<ApprovalChain> {
  const name = input.name.trim();
  const id = await transaction(db, async (tx) => {
    await assertNameFree(tx, actor.tenantId, name);
    await assertApprovers(tx, actor.tenantId, input.approverIds);
    const row = await insertApprovalChain(tx, actor.tenantId, name);
    await replaceChainDetails(tx, actor.tenantId, row.id, input.approverIds);
    await recordAudit(tx, actor, {
      action: 'approval_chain.create',
      entityType: 'approval_chain',
      entityId: row.id,
      after: { name, approverIds: input.approverIds },
    });
    return row.id;
  });
  return findApprovalChain(db, actor.tenantId, id);
}

export async function updateApprovalChainWhole(
  db: Database,
  actor: StaffAccess,
  approvalChainId: number,
  input: ApprovalChainInput,
): Promise<ApprovalChain> {
  const name = input.name.trim();
  await transaction(db, async (tx) => {
    const before = await findApprovalChain(tx, actor.tenantId, approvalChainId);
    await assertNameFree(tx, actor.tenantId, name, approvalChainId);
    await assertApprovers(tx, actor.tenantId, input.approverIds);
    await updateApprovalChain(tx, actor.tenantId, approvalChainId, { name });
    await replaceChainDetails(tx, actor.tenantId, approvalChainId, input.approverIds);
    await recordAudit(tx, actor, {
      action: 'approval_chain.update',
      entityType: 'approval_chain',
      entityId: approvalChainId,
      before: { name: before.name, approverIds: before.details.map((d) => d.staffUserId) },
      after: { name, approverIds: input.approverIds },
    });
  });
  return findApprovalChain(db, actor.tenantId, approvalChainId);
}

/** Reorders the chain's details: the list must name each of them once. */
export async function reorderApprovalChain(
  db: Database,
  actor: StaffAccess,
  approvalChainId: number,
  detailIds: readonly number[],
): Promise<ApprovalChain> {
  await transaction(db, async (tx) => {
    const chain = await findApprovalChain(tx, actor.tenantId, approvalChainId);
    const current = chain.details.map((detail) => detail.approvalChainDetailId);
    const same =
      detailIds.length === current.length &&
      new Set(detailIds).size === detailIds.length &&
      detailIds.every((id) => current.includes(id));
    if (!same) throw appError('APPROVAL_CHAIN_ORDER_INVALID', { field: 'approvalChainDetailIds' });
    await reorderChainDetails(tx, actor.tenantId, approvalChainId, detailIds);
    await recordAudit(tx, actor, {
      action: 'approval_chain.reorder',
      entityType: 'approval_chain',
      entityId: approvalChainId,
      before: { order: current },
      after: { order: detailIds },
    });
  });
  return findApprovalChain(db, actor.tenantId, approvalChainId);
}

export async function setApprovalChainActive(
  db: Database,
  actor: StaffAccess,
  approvalChainId: number,
  active: boolean,
): Promise<ApprovalChain> {
  await transaction(db, async (tx) => {
    if (!(await updateApprovalChain(tx, actor.tenantId, approvalChainId, { active })))
      throw appError('APPROVAL_CHAIN_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: active ? 'approval_chain.activate' : 'approval_chain.deactivate',
      entityType: 'approval_chain',
      entityId: approvalChainId,
      after: { active },
    });
  });
  return findApprovalChain(db, actor.tenantId, approvalChainId);
}
