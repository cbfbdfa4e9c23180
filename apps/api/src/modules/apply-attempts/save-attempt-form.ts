/**
 * Saves one form of an attempt: validated and in order (validateStepSubmission), then kept
 * as the form's answers (without passwords), the form marked submitted, and the attempt's
 * lifetime renewed. A failed submission changes nothing; the visitor's input stays on screen.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { builtOncePer, driverEncoded } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { applyAttempts } from '../../db/schema.js';
import type { AcceptedStep } from '../apply-streams/validate-step-submission.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { acceptForm } from './accept-form.js';
import { attemptSecretHash } from './attempt-secrets.js';
import { findAttemptWithStream, type AttemptWithStream } from './find-attempt.js';
import { keptAttempts } from './kept-attempts.js';
import { attemptExpiry, type AttemptRow } from './start-attempt.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';

export interface SavedAttemptForm {
  attempt: AttemptRow;
  forms: StreamFormRow[];
  /** The form's data as accepted (passwords included): what a workflow saves to its tables. */
  accepted: AcceptedStep;
}

/** Optimistic tries before a save that keeps meeting concurrent saves takes the row lock. */
const OPTIMISTIC_TRIES = 2;

/** The values of the save's UPDATE, by placeholder name. */
interface SaveUpdateValues {
  completedFormIds: number[];
  answers: AttemptRow['answers'];
  expiresAt: Date;
  updatedAt: Date;
  version: number;
  id: number;
  tenantId: number;
  secretHash: string;
  foundVersion: number;
  now: Date;
}

const value = (name: keyof SaveUpdateValues) => driverEncoded(name);

/**
 * The save's UPDATE, with placeholders. It is the statement the site runs most (every form of
 * every flow), so the pool's copy is built once (built-once.ts); the locked retry runs in a
 * transaction, which builds its own. It answers only the id: the saved row is what was found
 * plus what was written, and sending back the answers (which grow with every form) would cost
 * both sides for nothing.
 */
function buildSaveUpdate(db: Database) {
  return db
    .update(applyAttempts)
    .set({
      completedFormIds: value('completedFormIds'),
      answers: value('answers'),
      expiresAt: value('expiresAt'),
      updatedAt: value('updatedAt'),
      version: value('version'),
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
    .prepare('save_attempt_form');
}

const pooledSaveUpdate = builtOncePer(buildSaveUpdate);

const saveUpdate = (db: Database, inTransaction: boolean) =>
  inTransaction ? buildSaveUpdate(db) : pooledSaveUpdate(db);

/**
 * Validates against the attempt as found and writes only over that version, while the
 * attempt is still this tenant's, under this secret, live and unfinished; null when the row
 * no longer matches (another save came first, or the found state was stale).
 */
async function saveOver(
  db: Database,
  tenant: Tenant,
  { attempt, stream }: AttemptWithStream,
  applyFormId: number,
  data: unknown,
  now: Date,
  inTransaction = false,
): Promise<SavedAttemptForm | null> {
  const { accepted, saved: form } = await acceptForm(db, tenant, attempt, stream, {
    applyFormId,
    data,
  });
  const written = {
    ...form,
    expiresAt: attemptExpiry(now),
    updatedAt: now,
    version: attempt.version + 1,
  };
  const [updated] = await saveUpdate(db, inTransaction).execute({
    ...written,
    id: attempt.id,
    tenantId: tenant.id,
    secretHash: attempt.secretHash,
    foundVersion: attempt.version,
    now,
  } satisfies SaveUpdateValues);
  if (!updated) return null;
  const saved: AttemptRow = { ...attempt, ...written };
  keptAttempts.keep({ attempt: saved, stream });
  return { attempt: saved, forms: accepted.forms, accepted };
}

/**
 * The attempt this process last wrote under this secret, if it still looks live. A save over
 * it that fails in any way (its UPDATE matched nothing, or validation refused the kept state)
 * is dropped and the save runs again from a fresh read, which decides the answer.
 */
async function saveOverKept(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now: Date,
): Promise<SavedAttemptForm | null> {
  const secretHash = attemptSecretHash(secret);
  const kept = keptAttempts.get(tenant.id, secretHash);
  if (!kept || kept.attempt.completedAt !== null || kept.attempt.expiresAt <= now) return null;
  const saved = await saveOver(db, tenant, kept, applyFormId, data, now).catch(() => null);
  if (!saved) keptAttempts.forget(tenant.id, secretHash);
  return saved;
}

/**
 * Validates and writes only over the version it read: no transaction or row lock. Usually one
 * query: the attempt as this process last wrote it (kept-attempts.ts), else two (read, write).
 * A concurrent save of the same attempt makes it read again; after that it waits for the row
 * lock. A concurrent completion makes it 404.
 */
export async function saveAttemptForm(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now = new Date(),
): Promise<SavedAttemptForm> {
  const overKept = await saveOverKept(db, tenant, secret, applyFormId, data, now);
  if (overKept) return overKept;
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries += 1) {
    const found = await findAttemptWithStream(db, tenant, secret, now);
    const saved = await saveOver(db, tenant, found, applyFormId, data, now);
    if (saved) return saved;
  }
  return db.transaction(async (tx) => {
    const found = await findAttemptWithStream(tx, tenant, secret, now, { forUpdate: true });
    const saved = await saveOver(tx, tenant, found, applyFormId, data, now, true);
    if (!saved) throw new Error('locked attempt changed');
    return saved;
  });
}
