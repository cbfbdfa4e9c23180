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
 * Streams as last read for a requisition, by tenant and id: a start with its first form
 * checks the form against one of them before the stream is read again, so the read and the
 * insert go together. Nothing here is trusted: the start stands only if the stream read with
 * the insert is the same version (startKnownStream).
 */
const MAX_STREAMS = 200;
const lastReadStreams = new Map<string, StreamRow>();
const streamKey = (tenantId: number, streamId: number) => `${tenantId}:${streamId}`;

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
  if (found.stream) {
    if (lastReadStreams.size >= MAX_STREAMS) lastReadStreams.clear();
    lastReadStreams.set(streamKey(tenant.id, found.stream.id), found.stream);
    return found.stream;
  }
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

type StartValues = Omit<AttemptInsertValues, 'applyStreamId'>;

/** The first form checked against the stream, and the attempt's saved state with it. */
async function firstFormSaved(
  db: Database,
  tenant: Tenant,
  stream: StreamRow,
  firstForm: FormSubmission,
): Promise<SavedState> {
  const attempt = { applyStreamId: stream.id, ...NOTHING_SAVED };
  return (await acceptForm(db, tenant, attempt, stream, firstForm)).saved;
}

const attemptDelete = builtOncePer((db) =>
  db
    .delete(applyAttempts)
    .where(eq(applyAttempts.id, sql.placeholder('id')))
    .prepare('delete_unchecked_attempt'),
);

/**
 * A start with its first form on a stream read before: the form is checked against that
 * version first, then the requisition is read and the attempt inserted in one round trip. If
 * the stream read with it is another version (imported again since), that attempt is
 * removed; then, or when that version refuses the form, null is answered and the start runs
 * again, reading first.
 */
async function startKnownStream(
  db: Database,
  tenant: Tenant,
  known: StreamRow,
  firstForm: FormSubmission,
  values: StartValues & { requisitionId: number },
): Promise<{ attempt: AttemptRow; stream: StreamRow } | null> {
  // A refusal is answered from the stream as read, not as known.
  const saved = await firstFormSaved(db, tenant, known, firstForm).catch(() => null);
  if (saved === null) return null;
  const started = await startForRequisition(db, tenant, { ...values, ...saved }, known.id);
  if (started.stream.updatedAt.getTime() === known.updatedAt.getTime()) return started;
  await attemptDelete(db).execute({ id: started.attempt.id });
  return null;
}

/** The attempt starts with its first form saved, or not at all: a refused form starts nothing. */
async function startWithFirstForm(
  db: Database,
  tenant: Tenant,
  start: AttemptStart,
  firstForm: FormSubmission,
  values: StartValues,
): Promise<{ attempt: AttemptRow; stream: StreamRow }> {
  const { requisitionId, applyStreamId } = start;
  const known =
    requisitionId === undefined || applyStreamId === undefined
      ? undefined
      : lastReadStreams.get(streamKey(tenant.id, applyStreamId));
  if (known !== undefined && requisitionId !== undefined) {
    const started = await startKnownStream(db, tenant, known, firstForm, {
      ...values,
      requisitionId,
    });
    if (started !== null) return started;
  }
  // The form is checked against the stream before anything is written.
  const stream = await streamToStart(db, tenant, start);
  const saved = await firstFormSaved(db, tenant, stream, firstForm);
  return {
    attempt: await insertAttempt(db, { ...values, ...saved, applyStreamId: stream.id }),
    stream,
  };
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
    started = await startWithFirstForm(db, tenant, start, start.firstForm, values);
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
