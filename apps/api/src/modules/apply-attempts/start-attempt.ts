/**
 * Starts an apply attempt: for a requisition (through its apply stream, or a stream named
 * with it, such as the easy-apply stream), or for a join, alert or other stream alone.
 */
import { and, eq } from 'drizzle-orm';
import { APPLY_ATTEMPT_LIFETIME_DAYS, REQUISITION_STATUS } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applyAttempts, requisitions } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { findStream, type StreamRow } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash, newAttemptSecret } from './attempt-secrets.js';
import { keptAttempts } from './kept-attempts.js';

export type AttemptRow = typeof applyAttempts.$inferSelect;

const DAY = 86_400_000;
export const attemptExpiry = (now: Date) =>
  new Date(now.getTime() + APPLY_ATTEMPT_LIFETIME_DAYS * DAY);

export interface AttemptStart {
  requisitionId?: number | undefined;
  applyStreamId?: number | undefined;
  /** The signed-in candidate, if any. */
  candidateId?: number | null | undefined;
}

async function requisitionStream(db: Database, tenant: Tenant, requisitionId: number) {
  const [requisition] = await db
    .select({ status: requisitions.status, applyStreamId: requisitions.applyStreamId })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenant.id), eq(requisitions.id, requisitionId)))
    .limit(1);
  if (!requisition) throw appError('REQUISITION_NOT_FOUND');
  if (requisition.status === REQUISITION_STATUS.closed) throw appError('REQUISITION_CLOSED');
  return requisition.applyStreamId;
}

export async function startApplyAttempt(
  db: Database,
  tenant: Tenant,
  start: AttemptStart,
  now = new Date(),
): Promise<{ secret: string; attempt: AttemptRow; stream: StreamRow }> {
  const { requisitionId } = start;
  const ownStream =
    requisitionId === undefined ? null : await requisitionStream(db, tenant, requisitionId);
  const applyStreamId = start.applyStreamId ?? ownStream;
  if (applyStreamId === null || applyStreamId === undefined) {
    throw requisitionId === undefined
      ? appError('VALIDATION_FAILED', {
          field: 'applyStreamId',
          message: 'Name a requisition or an apply stream.',
        })
      : appError('APPLY_STREAM_NOT_FOUND', { message: 'This job has no apply stream.' });
  }
  const stream = await findStream(db, tenant, applyStreamId);
  if (stream.flowType === 'apply' && requisitionId === undefined) {
    throw appError('VALIDATION_FAILED', {
      field: 'requisitionId',
      message: 'An application needs the requisition it is for.',
    });
  }
  const secret = newAttemptSecret();
  const [attempt] = await db
    .insert(applyAttempts)
    .values({
      tenantId: tenant.id,
      secretHash: attemptSecretHash(secret),
      applyStreamId: stream.id,
      requisitionId: requisitionId ?? null,
      candidateId: start.candidateId ?? null,
      expiresAt: attemptExpiry(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!attempt) throw new Error('attempt not stored');
  keptAttempts.keep({ attempt, stream });
  return { secret, attempt, stream };
}
