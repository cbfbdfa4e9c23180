/**
 * Approval chains (spec 2 §7 "approvalchain (all, id, details, detail, reorder details POST,
 * activate, deactivate)"; decision 0049): ordered steps that approve an offer, each a named
 * staff user or the managers of the requisition's department or location (decision 0051).
 * A named approver must be an active staff user of the tenant allowed to approve offers, or
 * the chain would stop at them. Every write is audited in its transaction.
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
  type ChainStep,
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
        kind: detail.kind,
        staffUserId: detail.staffUserId,
        name: detail.name ?? '',
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

/**
 * The steps as stored: a staff step names an active staff user of the tenant who may approve
 * offers; a hierarchy step names nobody (its managers are found per offer). Each person and
 * each hierarchy step once.
 */
async function chainSteps(
  db: Database,
  tenantId: number,
  steps: ApprovalChainInput['steps'],
): Promise<ChainStep[]> {
  const stored: ChainStep[] = [];
  for (const step of steps) {
    const staffUserId = step.kind === 'staff' ? (step.staffUserId ?? null) : null;
    const twice = stored.some(
      (other) => other.kind === step.kind && other.staffUserId === staffUserId,
    );
    if (twice || (step.kind === 'staff') !== (step.staffUserId !== undefined))
      throw appError('APPROVAL_STEP_INVALID', { field: 'steps' });
    if (staffUserId !== null) {
      const access = await loadStaffAccess(db, tenantId, staffUserId);
      if (!access?.permissions.has('offers:approve'))
        throw appError('STAFF_USER_NOT_FOUND', { field: 'steps' });
    }
    stored.push({ kind: step.kind, staffUserId });
  }
  return stored;
}

const auditSteps = (steps: readonly ChainStep[]) =>
  steps.map((step) => step.staffUserId ?? step.kind);

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
    const steps = await chainSteps(tx, actor.tenantId, input.steps);
    const row = await insertApprovalChain(tx, actor.tenantId, name);
    await replaceChainDetails(tx, actor.tenantId, row.id, steps);
    await recordAudit(tx, actor, {
      action: 'approval_chain.create',
      entityType: 'approval_chain',
      entityId: row.id,
      after: { name, steps: auditSteps(steps) },
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
    const steps = await chainSteps(tx, actor.tenantId, input.steps);
    await updateApprovalChain(tx, actor.tenantId, approvalChainId, { name });
    await replaceChainDetails(tx, actor.tenantId, approvalChainId, steps);
    await recordAudit(tx, actor, {
      action: 'approval_chain.update',
      entityType: 'approval_chain',
      entityId: approvalChainId,
      before: { name: before.name, steps: auditSteps(before.details) },
      after: { name, steps: auditSteps(steps) },
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
