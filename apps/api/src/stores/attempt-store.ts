/**
 * Apply attempts in the database (decisions 0011, 0015, 0025): every read and write of an
 * attempt row is here, each one scoped to its tenant. Every write moves the row's `version`,
 * so a save that validated against one version never writes over another (optimistic
 * concurrency, without holding a row lock between the read and the write).
 *
 * The statements every application runs (find, start, save, complete) are built once per
 * connection (built-once.ts); a form save may start from the copy this process last wrote
 * (attempt-cache.ts) instead of reading the row first.
 */
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { REQUISITION_STATUS } from '@talentgate/domain';
import { builtOncePer, driverEncoded } from '../db/built-once.js';
import type { Database } from '../db/client.js';
import {
  applyAttempts,
  applyStreams,
  attachments,
  candidates,
  requisitions,
} from '../db/schema.js';
import { attemptCache } from './attempt-cache.js';

export type AttemptRow = typeof applyAttempts.$inferSelect;
export type StreamRow = typeof applyStreams.$inferSelect;

export interface AttemptWithStream {
  attempt: AttemptRow;
  stream: StreamRow;
}

/** An attempt as a form save knows it: all but the resume XML it may hold. */
export type SavedAttempt = Omit<AttemptRow, 'resumeXml'>;

export interface CachedAttempt {
  attempt: SavedAttempt;
  stream: StreamRow;
}

function buildFind(db: Database) {
  return db
    .select({ attempt: applyAttempts, stream: applyStreams })
    .from(applyAttempts)
    .innerJoin(
      applyStreams,
      and(
        eq(applyStreams.id, applyAttempts.applyStreamId),
        eq(applyStreams.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .where(
      and(
        eq(applyAttempts.tenantId, sql.placeholder('tenantId')),
        eq(applyAttempts.secretHash, sql.placeholder('secretHash')),
        gt(applyAttempts.expiresAt, sql.placeholder('now')),
        isNull(applyAttempts.completedAt),
      ),
    )
    .limit(1);
}

const findQuery = builtOncePer((db) => buildFind(db).prepare('find_attempt'));
const lockedFindQuery = builtOncePer((db) =>
  buildFind(db).for('update', { of: applyAttempts }).prepare('find_attempt_for_update'),
);

/**
 * The tenant's live attempt with this secret and its stream, in one query; null when unknown,
 * expired, completed or another tenant's. `forUpdate` locks the attempt row (in a transaction).
 */
export async function findLiveAttempt(
  db: Database,
  tenantId: number,
  secretHash: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<AttemptWithStream | null> {
  const query = options.forUpdate ? lockedFindQuery(db) : findQuery(db);
  const [row] = await query.execute({ tenantId, secretHash, now });
  return row ?? null;
}

/** The attempt as this process last wrote it, while its cached copy lives (attempt-cache.ts). */
export function cachedAttempt(tenantId: number, secretHash: string): CachedAttempt | undefined {
  return attemptCache.get(tenantId, secretHash);
}

export type NewAttempt = {
  tenantId: number;
  secretHash: string;
  /** The stream its first form (if any) was checked against. */
  applyStreamId: number;
  /** An application's requisition; null for join, alert and other streams. */
  requisitionId: number | null;
  /** A stream named with the requisition (the easy-apply stream) instead of its own. */
  namedStreamId: number | null;
  candidateId: number | null;
  completedFormIds: number[];
  answers: AttemptRow['answers'];
  expiresAt: Date;
  now: Date;
};

/** The id RETURNING answered, whichever driver ran the statement; null when none. */
function returnedId(result: unknown): number | null {
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const id: unknown = typeof first === 'object' && first !== null ? Reflect.get(first, 'id') : null;
  return typeof id === 'number' ? id : null;
}

const column = (name: string) => sql.identifier(name);

/**
 * The start in one statement (INSERT … SELECT): the row is inserted only if the stream is
 * still the tenant's and, for an application, the requisition is still open and its stream
 * (or the one named with it) is still the stream the first form was checked against. Null
 * when it changed since it was read.
 */
export async function insertAttempt(
  db: Database,
  values: NewAttempt,
  stream: StreamRow,
): Promise<AttemptRow | null> {
  const result = await db.execute(sql`
    insert into ${applyAttempts} (${sql.join(
      [
        'tenant_id',
        'secret_hash',
        'apply_stream_id',
        'requisition_id',
        'candidate_id',
        'completed_form_ids',
        'answers',
        'expires_at',
        'created_at',
        'updated_at',
      ].map(column),
      sql`, `,
    )})
    select ${values.tenantId}::integer, ${values.secretHash}::text, ${applyStreams.id},
      ${values.requisitionId}::integer, ${values.candidateId}::integer,
      ${sql.param(values.completedFormIds)}::integer[], ${JSON.stringify(values.answers)}::jsonb,
      ${values.expiresAt}::timestamptz, ${values.now}::timestamptz, ${values.now}::timestamptz
    from ${applyStreams}
    left join ${requisitions}
      on ${requisitions.tenantId} = ${applyStreams.tenantId}
      and ${requisitions.id} = ${values.requisitionId}::integer
    where ${applyStreams.tenantId} = ${values.tenantId}::integer
      and ${applyStreams.id} = ${values.applyStreamId}::integer
      and (${values.requisitionId}::integer is null or (
        ${requisitions.status} = ${REQUISITION_STATUS.open}
        and ${applyStreams.id} = coalesce(${values.namedStreamId}::integer, ${requisitions.applyStreamId})))
    returning ${column('id')}`);
  const id = returnedId(result);
  if (id === null) return null;
  const attempt: AttemptRow = {
    id,
    tenantId: values.tenantId,
    secretHash: values.secretHash,
    applyStreamId: values.applyStreamId,
    requisitionId: values.requisitionId,
    candidateId: values.candidateId,
    completedFormIds: values.completedFormIds,
    answers: values.answers,
    expiresAt: values.expiresAt,
    completedAt: null,
    version: 0,
    resumeXml: null,
    createdAt: values.now,
    updatedAt: values.now,
  };
  attemptCache.keep({ attempt, stream });
  return attempt;
}

export interface WrittenAnswers {
  completedFormIds: number[];
  answers: AttemptRow['answers'];
  expiresAt: Date;
  now: Date;
}

/**
 * The save's UPDATE. It answers only the id: the saved row is what was found plus what was
 * written, and sending back the answers (which grow with every form) costs both sides.
 */
const saveStatement = builtOncePer((db) =>
  db
    .update(applyAttempts)
    .set({
      completedFormIds: driverEncoded('completedFormIds'),
      answers: driverEncoded('answers'),
      expiresAt: driverEncoded('expiresAt'),
      updatedAt: driverEncoded('now'),
      version: driverEncoded('version'),
    })
    .where(
      and(
        eq(applyAttempts.id, sql.placeholder('id')),
        eq(applyAttempts.tenantId, sql.placeholder('tenantId')),
        eq(applyAttempts.secretHash, sql.placeholder('secretHash')),
        eq(applyAttempts.version, sql.placeholder('foundVersion')),
        gt(applyAttempts.expiresAt, sql.placeholder('now')),
        isNull(applyAttempts.completedAt),
      ),
    )
    .returning({ id: applyAttempts.id })
    .prepare('save_attempt_form'),
);

/**
 * Writes the answers over the version found, while the attempt is still this tenant's, under
 * this secret, live and unfinished; null when the row no longer matches (another write came
 * first, or the found copy was stale).
 */
export async function saveAttemptAnswers(
  db: Database,
  { attempt, stream }: CachedAttempt,
  written: WrittenAnswers,
): Promise<SavedAttempt | null> {
  const version = attempt.version + 1;
  const [updated] = await saveStatement(db).execute({
    ...written,
    version,
    id: attempt.id,
    tenantId: attempt.tenantId,
    secretHash: attempt.secretHash,
    foundVersion: attempt.version,
  });
  if (!updated) {
    attemptCache.forget(attempt.tenantId, attempt.secretHash);
    return null;
  }
  const saved: SavedAttempt = {
    ...attempt,
    completedFormIds: written.completedFormIds,
    answers: written.answers,
    expiresAt: written.expiresAt,
    updatedAt: written.now,
    version,
  };
  attemptCache.keep({ attempt: saved, stream });
  return saved;
}

/** The attempt is done: its answers and XML now live with the candidate, not twice. */
const completeStatement = builtOncePer((db) =>
  db
    .update(applyAttempts)
    .set({
      completedAt: driverEncoded('now'),
      candidateId: driverEncoded('candidateId'),
      answers: {},
      resumeXml: null,
      updatedAt: driverEncoded('now'),
      version: sql`${applyAttempts.version} + 1`,
    })
    .where(eq(applyAttempts.id, sql.placeholder('id')))
    .prepare('complete_attempt'),
);

export async function markAttemptCompleted(
  tx: Database,
  attempt: Pick<AttemptRow, 'id' | 'tenantId' | 'secretHash'>,
  candidateId: number,
  now: Date,
): Promise<void> {
  await completeStatement(tx).execute({ now, candidateId, id: attempt.id });
  attemptCache.forget(attempt.tenantId, attempt.secretHash);
}

/** The files the attempt held become the candidate's (its documents tab lists them). */
const handOverStatement = builtOncePer((db) =>
  db
    .update(attachments)
    .set({
      candidateId: driverEncoded('candidateId'),
      attemptId: null,
      updatedAt: driverEncoded('now'),
    })
    .where(
      and(
        eq(attachments.tenantId, sql.placeholder('tenantId')),
        eq(attachments.attemptId, sql.placeholder('attemptId')),
      ),
    )
    .prepare('hand_over_attempt_files'),
);

export async function handOverAttemptFiles(
  tx: Database,
  attempt: Pick<AttemptRow, 'id' | 'tenantId'>,
  candidateId: number,
  now: Date,
): Promise<void> {
  await handOverStatement(tx).execute({
    candidateId,
    now,
    tenantId: attempt.tenantId,
    attemptId: attempt.id,
  });
}

/** The candidate's stored resume becomes the XML parsed from the resume the attempt held. */
export async function writeCandidateResume(
  tx: Database,
  tenantId: number,
  candidateId: number,
  xml: string,
  now: Date,
): Promise<void> {
  await tx
    .update(candidates)
    .set({ resume: xml, updatedAt: now })
    .where(and(eq(candidates.tenantId, tenantId), eq(candidates.id, candidateId)));
}

/** Locks the attempt row if it may still change (not completed, not expired); false if not. */
export async function lockLiveAttempt(
  tx: Database,
  tenantId: number,
  attemptId: number,
  now: Date,
): Promise<boolean> {
  const [live] = await tx
    .select({ id: applyAttempts.id })
    .from(applyAttempts)
    .where(
      and(
        eq(applyAttempts.tenantId, tenantId),
        eq(applyAttempts.id, attemptId),
        isNull(applyAttempts.completedAt),
        gt(applyAttempts.expiresAt, now),
      ),
    )
    .for('update');
  return live !== undefined;
}

/** The parsed XML of the resume the attempt now holds (null: none, or it did not parse). */
export async function setAttemptResumeXml(
  tx: Database,
  tenantId: number,
  attemptId: number,
  xml: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(applyAttempts)
    .set({ resumeXml: xml, updatedAt: now, version: sql`${applyAttempts.version} + 1` })
    .where(and(eq(applyAttempts.tenantId, tenantId), eq(applyAttempts.id, attemptId)));
}

/**
 * A continue link moves the attempt to another device: a new secret, while the attempt is
 * live; false when it expired. The copy this process kept under the old secret goes.
 */
export async function moveAttemptSecret(
  tx: Database,
  tenantId: number,
  attemptId: number,
  secretHash: string,
  now: Date,
): Promise<boolean> {
  const [moved] = await tx
    .update(applyAttempts)
    .set({ secretHash, updatedAt: now, version: sql`${applyAttempts.version} + 1` })
    .where(
      and(
        eq(applyAttempts.id, attemptId),
        eq(applyAttempts.tenantId, tenantId),
        gt(applyAttempts.expiresAt, now),
      ),
    )
    .returning({ id: applyAttempts.id });
  attemptCache.forgetWhere((attempt) => attempt.id === attemptId);
  return moved !== undefined;
}

/**
 * Expired attempts that were never completed, locked for deletion, `limit` at a time; one
 * another transaction holds is left for the next round.
 */
export async function lockExpiredAttempts(
  tx: Database,
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: applyAttempts.id })
    .from(applyAttempts)
    .where(and(isNull(applyAttempts.completedAt), lte(applyAttempts.expiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Deletes the attempts (their links and held files' rows go by the foreign keys). */
export async function deleteAttempts(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(applyAttempts).where(inArray(applyAttempts.id, [...ids]));
  const purged = new Set(ids);
  attemptCache.forgetWhere((attempt) => purged.has(attempt.id));
}

/** A candidate's data is erased: this process keeps nothing of their attempts. */
export function forgetCandidateAttempts(tenantId: number, candidateId: number): void {
  attemptCache.forgetWhere(
    (attempt) => attempt.tenantId === tenantId && attempt.candidateId === candidateId,
  );
}
