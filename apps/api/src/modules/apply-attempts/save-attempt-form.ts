/**
 * Saves one form of an attempt: validated and in order (validateStepSubmission), then kept
 * as the form's answers (without passwords), the form marked submitted, and the attempt's
 * lifetime renewed. A failed submission changes nothing; the visitor's input stays on screen.
 *
 * No row lock is held between the read and the write: the save writes only over the version
 * it validated against (attempt-store.ts). It starts from the copy this process last wrote,
 * when it has one; a save over a stale copy writes nothing and runs again from a fresh read,
 * which decides the answer. A concurrent save of the same attempt makes it read again; after
 * that it waits for the row lock.
 */
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../errors/catalogue.js';
import {
  cachedAttempt,
  saveAttemptAnswers,
  type CachedAttempt,
  type SavedAttempt,
} from '../../stores/attempt-store.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import type { AcceptedStep } from '../apply-streams/validate-step-submission.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { acceptForm } from './accept-form.js';
import { attemptSecretHash } from './attempt-secrets.js';
import { findAttemptWithStream } from './find-attempt.js';
import { attemptExpiry } from './start-attempt.js';

export interface SavedAttemptForm {
  attempt: SavedAttempt;
  forms: StreamFormRow[];
  /** The form's data as accepted (passwords included): what a workflow saves to its tables. */
  accepted: AcceptedStep;
}

/** Reads before a save that keeps meeting concurrent saves takes the row lock. */
const OPTIMISTIC_TRIES = 2;

/** Validates against the attempt as found and writes over that version; null if it moved. */
async function saveOver(
  db: Database,
  tenant: Tenant,
  found: CachedAttempt,
  applyFormId: number,
  data: unknown,
  now: Date,
): Promise<SavedAttemptForm | null> {
  const { accepted, saved } = await acceptForm(db, tenant, found.attempt, found.stream, {
    applyFormId,
    data,
  });
  const attempt = await saveAttemptAnswers(db, found, {
    ...saved,
    expiresAt: attemptExpiry(now),
    now,
  });
  return attempt ? { attempt, forms: accepted.forms, accepted } : null;
}

/**
 * A save over the copy this process keeps. A refusal of that copy (it may be stale: another
 * device moved on) is not the answer: the save runs again from a fresh read.
 */
async function saveOverCached(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now: Date,
): Promise<SavedAttemptForm | null> {
  const cached = cachedAttempt(tenant.id, attemptSecretHash(secret));
  if (!cached || cached.attempt.expiresAt <= now) return null;
  try {
    return await saveOver(db, tenant, cached, applyFormId, data, now);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export async function saveAttemptForm(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now = new Date(),
): Promise<SavedAttemptForm> {
  const overCached = await saveOverCached(db, tenant, secret, applyFormId, data, now);
  if (overCached) return overCached;
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries += 1) {
    const found = await findAttemptWithStream(db, tenant, secret, now);
    const saved = await saveOver(db, tenant, found, applyFormId, data, now);
    if (saved) return saved;
  }
  return transaction(db, async (tx) => {
    const found = await findAttemptWithStream(tx, tenant, secret, now, { forUpdate: true });
    const saved = await saveOver(tx, tenant, found, applyFormId, data, now);
    if (!saved) throw new Error('locked attempt changed');
    return saved;
  });
}
