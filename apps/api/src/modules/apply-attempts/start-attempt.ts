/**
 * Starts an apply attempt: for a requisition (through its apply stream, or a stream named
 * with it, such as the easy-apply stream), or for a join, alert or other stream alone.
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { APPLY_ATTEMPT_LIFETIME_DAYS, REQUISITION_STATUS } from '@talentgate/domain';
import { builtOncePer, driverEncoded } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { sqlState } from '../../db/settle-all.js';
import { onOneConnection } from '../../db/transaction.js';
import { applyAttempts, applyStreams, requisitions } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { findStream, type StreamRow } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { acceptForm, type FormSubmission, type SavedState } from './accept-form.js';
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
  /** The first form's answers: the attempt starts with them saved, or not at all. */
  firstForm?: FormSubmission | undefined;
}

/** The values of a new attempt, by placeholder name. */
type AttemptInsertValues = SavedState & {
  tenantId: number;
  secretHash: string;
  applyStreamId: number;
  requisitionId: number | null;
  candidateId: number | null;
  expiresAt: Date;
  now: Date;
};

const placeholder = (name: keyof AttemptInsertValues) => sql.placeholder(name);

const NOTHING_SAVED: SavedState = { completedFormIds: [], answers: {} };

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
      // Encoded by the driver, as the form save's UPDATE writes them (built-once.ts).
      completedFormIds: driverEncoded('completedFormIds'),
      answers: driverEncoded('answers'),
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
  return {
    attempt: await insertAttempt(db, { ...values, applyStreamId: again.id }),
    stream: again,
  };
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
  if (stream.flowType === 'apply') {
    throw appError('VALIDATION_FAILED', {
      field: 'requisitionId',
      message: 'An application needs the requisition it is for.',
    });
  }
  return stream;
}

async function insertAttempt(db: Database, values: AttemptInsertValues): Promise<AttemptRow> {
  const [attempt] = await attemptInsert(db).execute(values);
  if (!attempt) throw new Error('attempt not stored');
  return attempt;
}

export async function startApplyAttempt(
  db: Database,
  tenant: Tenant,
  start: AttemptStart,
  now = new Date(),
): Promise<{ secret: string; attempt: AttemptRow; stream: StreamRow }> {
  const secret = newAttemptSecret();
  const values = {
    tenantId: tenant.id,
    secretHash: attemptSecretHash(secret),
    requisitionId: start.requisitionId ?? null,
    candidateId: start.candidateId ?? null,
    expiresAt: attemptExpiry(now),
    now,
    ...NOTHING_SAVED,
  };
  let started: { attempt: AttemptRow; stream: StreamRow };
  if (start.firstForm !== undefined) {
    // The form is checked against the stream before anything is written.
    const stream = await streamToStart(db, tenant, start);
    const { saved } = await acceptForm(
      db,
      tenant,
      { applyStreamId: stream.id, ...NOTHING_SAVED },
      stream,
      start.firstForm,
    );
    const attempt = await insertAttempt(db, { ...values, ...saved, applyStreamId: stream.id });
    started = { attempt, stream };
  } else if (start.requisitionId !== undefined) {
    const { requisitionId } = start;
    started = await startForRequisition(
      db,
      tenant,
      { ...values, requisitionId },
      start.applyStreamId,
    );
  } else {
    const stream = await streamToStart(db, tenant, start);
    started = {
      attempt: await insertAttempt(db, { ...values, applyStreamId: stream.id }),
      stream,
    };
  }
  keptAttempts.keep(started);
  return { secret, ...started };
}
