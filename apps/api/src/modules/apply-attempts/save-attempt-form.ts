/**
 * Saves one form of an attempt: validated and in order (validateStepSubmission), then kept
 * as the form's answers (without passwords), the form marked submitted, and the attempt's
 * lifetime renewed. A failed submission changes nothing; the visitor's input stays on screen.
 */
import { eq } from 'drizzle-orm';
import type { ApplyFormConfig, FormData } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applyAttempts } from '../../db/schema.js';
import { validateStepSubmission } from '../apply-streams/validate-step-submission.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findApplyAttempt } from './find-attempt.js';
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

export async function saveAttemptForm(
  db: Database,
  tenant: Tenant,
  secret: string,
  applyFormId: number,
  data: unknown,
  now = new Date(),
): Promise<{ attempt: AttemptRow; forms: StreamFormRow[] }> {
  return db.transaction(async (tx) => {
    const attempt = await findApplyAttempt(tx, tenant, secret, now, { forUpdate: true });
    const accepted = await validateStepSubmission(tx, tenant, {
      applyStreamId: attempt.applyStreamId,
      applyFormId,
      data,
      completedFormIds: attempt.completedFormIds,
      answers: attempt.answers,
    });
    const completedFormIds = attempt.completedFormIds.includes(applyFormId)
      ? attempt.completedFormIds
      : [...attempt.completedFormIds, applyFormId];
    const answers = {
      ...attempt.answers,
      [String(applyFormId)]: withoutPasswords(accepted.config, accepted.data),
    };
    const [saved] = await tx
      .update(applyAttempts)
      .set({ completedFormIds, answers, expiresAt: attemptExpiry(now), updatedAt: now })
      .where(eq(applyAttempts.id, attempt.id))
      .returning();
    if (!saved) throw new Error('attempt not saved');
    return { attempt: saved, forms: accepted.forms };
  });
}
