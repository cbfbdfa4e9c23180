/**
 * Saves one form of an attempt: validated and in order (validateStepSubmission), then kept
 * as the form's answers (without passwords), the form marked submitted, and the attempt's
 * lifetime renewed. A failed submission changes nothing; the visitor's input stays on screen.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ApplyFormConfig, FormData } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applyAttempts } from '../../db/schema.js';
import {
  validateStepSubmission,
  type AcceptedStep,
} from '../apply-streams/validate-step-submission.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findAttemptWithStream } from './find-attempt.js';
import { attemptExpiry, type AttemptRow } from './start-attempt.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';

/** Password fields are checked but never kept in saved answers. */
export function withoutPasswords(config: ApplyFormConfig, data: FormData): FormData {
  const passwords = new Set(
    config.formMetaData.fields
      .filter((field) => field.widget === 'password')
      .map((field) => field.name),
  );
  return Object.fromEntries(Object.entries(data).filter(([name]) => !passwords.has(name)));
}

export interface SavedAttemptForm {
  attempt: AttemptRow;
  forms: StreamFormRow[];
  /** The form's data as accepted (passwords included): what a workflow saves to its tables. */
  accepted: AcceptedStep;
}

/** Optimistic tries before a save that keeps meeting concurrent saves takes the row lock. */
const OPTIMISTIC_TRIES = 2;

/** One read-validate-write; null when another save changed the attempt in between. */
async function saveOnce(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now: Date,
  lock: boolean,
): Promise<SavedAttemptForm | null> {
  const { attempt, stream } = await findAttemptWithStream(db, tenant, secret, now, {
    forUpdate: lock,
  });
  const accepted = await validateStepSubmission(db, tenant, {
    applyStreamId: attempt.applyStreamId,
    applyFormId,
    data,
    completedFormIds: attempt.completedFormIds,
    answers: attempt.answers,
    stream,
  });
  const completedFormIds = attempt.completedFormIds.includes(applyFormId)
    ? attempt.completedFormIds
    : [...attempt.completedFormIds, applyFormId];
  const answers = {
    ...attempt.answers,
    [String(applyFormId)]: withoutPasswords(accepted.config, accepted.data),
  };
  const [saved] = await db
    .update(applyAttempts)
    .set({
      completedFormIds,
      answers,
      expiresAt: attemptExpiry(now),
      updatedAt: now,
      version: attempt.version + 1,
    })
    .where(
      and(
        eq(applyAttempts.id, attempt.id),
        eq(applyAttempts.version, attempt.version),
        isNull(applyAttempts.completedAt),
      ),
    )
    .returning();
  return saved ? { attempt: saved, forms: accepted.forms, accepted } : null;
}

/**
 * Reads the attempt, validates, and writes only over the version it read: no transaction or
 * row lock, two or three queries. A concurrent save of the same attempt makes it read
 * again; after that it waits for the row lock. A concurrent completion makes it 404.
 */
export async function saveAttemptForm(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now = new Date(),
): Promise<SavedAttemptForm> {
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries += 1) {
    const saved = await saveOnce(db, tenant, secret, applyFormId, data, now, false);
    if (saved) return saved;
  }
  return db.transaction(async (tx) => {
    const saved = await saveOnce(tx, tenant, secret, applyFormId, data, now, true);
    if (!saved) throw new Error('locked attempt changed');
    return saved;
  });
}
