/**
 * Starts an apply attempt: for a requisition (through its apply stream, or a stream named
 * with it, such as the easy-apply stream), or for a join, alert or other stream alone. With
 * the first form's answers, the attempt starts with them saved, or not at all.
 */
import { APPLY_ATTEMPT_LIFETIME_DAYS, REQUISITION_STATUS } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  insertAttempt,
  type AttemptRow,
  type NewAttempt,
  type StreamRow,
} from '../../stores/attempt-store.js';
import { findRequisitionStream } from '../../stores/requisition-store.js';
import { findStream } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { acceptForm, type FormSubmission, type SavedState } from './accept-form.js';
import { attemptSecretHash, newAttemptSecret } from './attempt-secrets.js';

const DAY = 86_400_000;
export const attemptExpiry = (now: Date) =>
  new Date(now.getTime() + APPLY_ATTEMPT_LIFETIME_DAYS * DAY);

export interface AttemptStart {
  requisitionId?: number | undefined;
  applyStreamId?: number | undefined;
  /** The signed-in candidate, if any. */
  candidateId?: number | null | undefined;
  /** The first form's answers: the attempt starts with them saved, or not at all. */
  firstForm?: FormSubmission | undefined;
}

const NOTHING_SAVED: SavedState = { completedFormIds: [], answers: {} };

/**
 * Reads and inserts at most this often: the stream read may be replaced (a new stream for the
 * job, the job closed) before the insert, which then inserts nothing.
 */
const START_TRIES = 2;

/** The requisition's stream, or the stream named with it (such as the easy-apply stream). */
async function requisitionStream(
  db: Database,
  tenant: Tenant,
  requisitionId: number,
  namedStreamId: number | undefined,
): Promise<StreamRow> {
  const found = await findRequisitionStream(db, tenant.id, requisitionId, namedStreamId ?? null);
  if (!found) throw appError('REQUISITION_NOT_FOUND');
  if (found.status !== REQUISITION_STATUS.open) throw appError('REQUISITION_CLOSED');
  // A hire fills the onboarding stream in through the onboarding calls (decision 0047).
  if (found.stream && found.stream.flowType !== 'onboarding') return found.stream;
  throw namedStreamId === undefined && found.applyStreamId === null
    ? appError('APPLY_STREAM_NOT_FOUND', { message: 'This job has no apply stream.' })
    : appError('APPLY_STREAM_NOT_FOUND');
}

/** The stream an attempt starts on: the requisition's (or the one named with it), or the one named. */
async function streamToStart(db: Database, tenant: Tenant, start: AttemptStart) {
  const { requisitionId, applyStreamId } = start;
  if (requisitionId !== undefined)
    return requisitionStream(db, tenant, requisitionId, applyStreamId);
  if (applyStreamId === undefined) {
    throw appError('VALIDATION_FAILED', {
      field: 'applyStreamId',
      message: 'Name a requisition or an apply stream.',
    });
  }
  const stream = await findStream(db, tenant, applyStreamId);
  // A hire fills the onboarding stream in through the onboarding calls (decision 0047).
  if (stream.flowType === 'onboarding') throw appError('APPLY_STREAM_NOT_FOUND');
  if (stream.flowType === 'apply') {
    throw appError('VALIDATION_FAILED', {
      field: 'requisitionId',
      message: 'An application needs the requisition it is for.',
    });
  }
  return stream;
}

/** The first form checked against the stream: the attempt's saved state with it. */
async function firstFormSaved(
  db: Database,
  tenant: Tenant,
  stream: StreamRow,
  firstForm: FormSubmission | undefined,
): Promise<SavedState> {
  if (firstForm === undefined) return NOTHING_SAVED;
  const attempt = { applyStreamId: stream.id, ...NOTHING_SAVED };
  return (await acceptForm(db, tenant, attempt, stream, firstForm)).saved;
}

export async function startApplyAttempt(
  db: Database,
  tenant: Tenant,
  start: AttemptStart,
  now = new Date(),
): Promise<{ secret: string; attempt: AttemptRow; stream: StreamRow }> {
  const secret = newAttemptSecret();
  for (let tries = 0; tries < START_TRIES; tries += 1) {
    // Refusals (an unknown or closed job, a refused first form) are decided on this read.
    const stream = await streamToStart(db, tenant, start);
    const saved = await firstFormSaved(db, tenant, stream, start.firstForm);
    const values: NewAttempt = {
      tenantId: tenant.id,
      secretHash: attemptSecretHash(secret),
      applyStreamId: stream.id,
      requisitionId: start.requisitionId ?? null,
      namedStreamId: start.requisitionId === undefined ? null : (start.applyStreamId ?? null),
      candidateId: start.candidateId ?? null,
      ...saved,
      expiresAt: attemptExpiry(now),
      now,
    };
    const attempt = await insertAttempt(db, values, stream);
    if (attempt) return { secret, attempt, stream };
  }
  throw appError('APPLY_STREAM_CHANGED');
}
