/**
 * Starts an apply attempt: for a requisition (through its apply stream, or a stream named
 * with it, such as the easy-apply stream), or for a join, alert or other stream alone.
 */
import { and, eq, sql } from 'drizzle-orm';
import { APPLY_ATTEMPT_LIFETIME_DAYS, REQUISITION_STATUS } from '@talentgate/domain';
import { builtOncePer } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { applyAttempts, applyStreams, requisitions } from '../../db/schema.js';
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

/** The values of a new attempt, by placeholder name. */
interface AttemptInsertValues {
  tenantId: number;
  secretHash: string;
  applyStreamId: number;
  requisitionId: number | null;
  candidateId: number | null;
  expiresAt: Date;
  now: Date;
}

const placeholder = (name: keyof AttemptInsertValues) => sql.placeholder(name);

/** Every flow starts here: built once per database handle (built-once.ts). */
function buildAttemptInsert(db: Database) {
  return db
    .insert(applyAttempts)
    .values({
      tenantId: placeholder('tenantId'),
      secretHash: placeholder('secretHash'),
      applyStreamId: placeholder('applyStreamId'),
      requisitionId: placeholder('requisitionId'),
      candidateId: placeholder('candidateId'),
      expiresAt: placeholder('expiresAt'),
      createdAt: placeholder('now'),
      updatedAt: placeholder('now'),
    })
    .returning()
    .prepare('start_apply_attempt');
}

const attemptInsert = builtOncePer(buildAttemptInsert);

/**
 * The requisition's stream, or the stream named with it (such as the easy-apply stream), in
 * one query with the requisition: an open requisition of the tenant, and the tenant's stream.
 */
const requisitionStreamQuery = builtOncePer((db) =>
  db
    .select({
      status: requisitions.status,
      applyStreamId: requisitions.applyStreamId,
      stream: applyStreams,
    })
    .from(requisitions)
    .leftJoin(
      applyStreams,
      and(
        eq(applyStreams.tenantId, sql.placeholder('tenantId')),
        eq(
          applyStreams.id,
          sql`coalesce(${sql.placeholder('namedStreamId')}::integer, ${requisitions.applyStreamId})`,
        ),
      ),
    )
    .where(
      and(
        eq(requisitions.tenantId, sql.placeholder('tenantId')),
        eq(requisitions.id, sql.placeholder('requisitionId')),
      ),
    )
    .limit(1)
    .prepare('requisition_stream'),
);

async function requisitionStream(
  db: Database,
  tenant: Tenant,
  requisitionId: number,
  namedStreamId: number | undefined,
): Promise<StreamRow> {
  const [found] = await requisitionStreamQuery(db).execute({
    tenantId: tenant.id,
    requisitionId,
    namedStreamId: namedStreamId ?? null,
  });
  if (!found) throw appError('REQUISITION_NOT_FOUND');
  if (found.status === REQUISITION_STATUS.closed) throw appError('REQUISITION_CLOSED');
  if (found.stream) return found.stream;
  throw namedStreamId === undefined && found.applyStreamId === null
    ? appError('APPLY_STREAM_NOT_FOUND', { message: 'This job has no apply stream.' })
    : appError('APPLY_STREAM_NOT_FOUND');
}

export async function startApplyAttempt(
  db: Database,
  tenant: Tenant,
  start: AttemptStart,
  now = new Date(),
): Promise<{ secret: string; attempt: AttemptRow; stream: StreamRow }> {
  const { requisitionId, applyStreamId } = start;
  let stream: StreamRow;
  if (requisitionId !== undefined) {
    stream = await requisitionStream(db, tenant, requisitionId, applyStreamId);
  } else if (applyStreamId !== undefined) {
    stream = await findStream(db, tenant, applyStreamId);
    if (stream.flowType === 'apply') {
      throw appError('VALIDATION_FAILED', {
        field: 'requisitionId',
        message: 'An application needs the requisition it is for.',
      });
    }
  } else {
    throw appError('VALIDATION_FAILED', {
      field: 'applyStreamId',
      message: 'Name a requisition or an apply stream.',
    });
  }
  const secret = newAttemptSecret();
  const [attempt] = await attemptInsert(db).execute({
    tenantId: tenant.id,
    secretHash: attemptSecretHash(secret),
    applyStreamId: stream.id,
    requisitionId: requisitionId ?? null,
    candidateId: start.candidateId ?? null,
    expiresAt: attemptExpiry(now),
    now,
  } satisfies AttemptInsertValues);
  if (!attempt) throw new Error('attempt not stored');
  keptAttempts.keep({ attempt, stream });
  return { secret, attempt, stream };
}
