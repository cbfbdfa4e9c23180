/**
 * Starts an apply attempt: for a requisition (through its apply stream, or a stream named
 * with it, such as the easy-apply stream), or for a join, alert or other stream alone.
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { APPLY_ATTEMPT_LIFETIME_DAYS, REQUISITION_STATUS } from '@talentgate/domain';
import { builtOncePer } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { sqlState } from '../../db/settle-all.js';
import { onOneConnection } from '../../db/transaction.js';
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
function buildAttemptInsert(db: Database, applyStreamId: SQL | Placeholder, name: string) {
  return db
    .insert(applyAttempts)
    .values({
      tenantId: placeholder('tenantId'),
      secretHash: placeholder('secretHash'),
      applyStreamId,
      requisitionId: placeholder('requisitionId'),
      candidateId: placeholder('candidateId'),
      expiresAt: placeholder('expiresAt'),
      createdAt: placeholder('now'),
      updatedAt: placeholder('now'),
    })
    .returning()
    .prepare(name);
}

const attemptInsert = builtOncePer((db) =>
  buildAttemptInsert(db, placeholder('applyStreamId'), 'start_apply_attempt'),
);

/**
 * The stream of the tenant's open requisition (or the stream named with it), as
 * requisitionStream finds it; null when there is none.
 */
const streamOfOpenRequisition = sql`(
  select ${applyStreams.id} from ${requisitions} join ${applyStreams}
    on ${applyStreams.tenantId} = ${requisitions.tenantId}
    and ${applyStreams.id} = coalesce(${sql.placeholder('namedStreamId')}::integer, ${requisitions.applyStreamId})
  where ${requisitions.tenantId} = ${sql.placeholder('tenantId')}
    and ${requisitions.id} = ${sql.placeholder('requisitionId')}
    and ${requisitions.status} <> ${REQUISITION_STATUS.closed})`;

/**
 * The start of an application in one statement: the attempt takes its stream itself. When
 * there is none, the stream id is null and the NOT NULL column refuses the row.
 */
const requisitionAttemptInsert = builtOncePer((db) =>
  buildAttemptInsert(db, streamOfOpenRequisition, 'start_requisition_attempt'),
);

const NOT_NULL_VIOLATION = '23502';

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

/**
 * An attempt for a requisition: the requisition's stream is read and the attempt inserted in
 * one round trip (both on one connection, sent together). The read decides a refusal; if it
 * found the stream but the insert did not (the job closed in between), the start runs again
 * one step after the other.
 */
async function startForRequisition(
  db: Database,
  tenant: Tenant,
  values: Omit<AttemptInsertValues, 'applyStreamId'> & { requisitionId: number },
  namedStreamId: number | undefined,
): Promise<{ attempt: AttemptRow; stream: StreamRow }> {
  const [read, inserted] = await onOneConnection(db, (connection) =>
    Promise.allSettled([
      requisitionStream(connection, tenant, values.requisitionId, namedStreamId),
      requisitionAttemptInsert(connection).execute({
        ...values,
        namedStreamId: namedStreamId ?? null,
      }),
    ]),
  );
  if (read.status === 'rejected') throw read.reason;
  const stream = read.value;
  if (inserted.status === 'fulfilled') {
    const [attempt] = inserted.value;
    if (attempt && attempt.applyStreamId === stream.id) return { attempt, stream };
  } else if (sqlState(inserted.reason) !== NOT_NULL_VIOLATION) {
    throw inserted.reason;
  }
  const again = await requisitionStream(db, tenant, values.requisitionId, namedStreamId);
  const [attempt] = await attemptInsert(db).execute({ ...values, applyStreamId: again.id });
  if (!attempt) throw new Error('attempt not stored');
  return { attempt, stream: again };
}

export async function startApplyAttempt(
  db: Database,
  tenant: Tenant,
  start: AttemptStart,
  now = new Date(),
): Promise<{ secret: string; attempt: AttemptRow; stream: StreamRow }> {
  const { requisitionId, applyStreamId } = start;
  const secret = newAttemptSecret();
  const values = {
    tenantId: tenant.id,
    secretHash: attemptSecretHash(secret),
    requisitionId: requisitionId ?? null,
    candidateId: start.candidateId ?? null,
    expiresAt: attemptExpiry(now),
    now,
  };
  let started: { attempt: AttemptRow; stream: StreamRow };
  if (requisitionId !== undefined) {
    started = await startForRequisition(db, tenant, { ...values, requisitionId }, applyStreamId);
  } else if (applyStreamId !== undefined) {
    const stream = await findStream(db, tenant, applyStreamId);
    if (stream.flowType === 'apply') {
      throw appError('VALIDATION_FAILED', {
        field: 'requisitionId',
        message: 'An application needs the requisition it is for.',
      });
    }
    const [attempt] = await attemptInsert(db).execute({ ...values, applyStreamId: stream.id });
    if (!attempt) throw new Error('attempt not stored');
    started = { attempt, stream };
  } else {
    throw appError('VALIDATION_FAILED', {
      field: 'applyStreamId',
      message: 'Name a requisition or an apply stream.',
    });
  }
  keptAttempts.keep(started);
  return { secret, ...started };
}
