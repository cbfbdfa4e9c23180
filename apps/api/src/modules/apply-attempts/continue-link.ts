/**
 * Exchanges a continue link's token for its attempt (decision 0017). In one transaction: the
 * link must be the tenant's, unused and unexpired; the attempt gets a new secret id (the one
 * the first device held stops working: the application moves), and every link of the attempt
 * is used up, so no older e-mail can pull it back.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applyAttemptLinks } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { AppError, appError } from '../../errors/catalogue.js';
import { moveAttemptSecret, type AttemptRow } from '../../stores/attempt-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash, newAttemptSecret } from './attempt-secrets.js';
import { findAttemptWithStream } from './find-attempt.js';

export async function continueAttempt(
  db: Database,
  tenant: Tenant,
  token: string,
  now = new Date(),
): Promise<{ secret: string; attempt: AttemptRow }> {
  return transaction(db, async (tx) => {
    const [link] = await tx
      .select()
      .from(applyAttemptLinks)
      .where(
        and(
          eq(applyAttemptLinks.tenantId, tenant.id),
          eq(applyAttemptLinks.secretHash, attemptSecretHash(token)),
        ),
      )
      .limit(1)
      .for('update');
    if (!link) throw appError('CONTINUE_LINK_INVALID');
    if (link.usedAt) throw appError('CONTINUE_LINK_USED');
    if (link.expiresAt <= now) throw appError('CONTINUE_LINK_EXPIRED');

    const secret = newAttemptSecret();
    const moved = await moveAttemptSecret(
      tx,
      tenant.id,
      link.attemptId,
      attemptSecretHash(secret),
      now,
    );
    if (!moved) throw appError('CONTINUE_LINK_EXPIRED');
    // The attempt as the other calls see it: one they would refuse (expired, or finished
    // by the final submit) cannot be resumed either.
    const { attempt } = await findAttemptWithStream(tx, tenant, secret, now).catch(
      (error: unknown) => {
        throw error instanceof AppError && error.code === 'APPLY_ATTEMPT_NOT_FOUND'
          ? appError('CONTINUE_LINK_EXPIRED')
          : error;
      },
    );
    await tx
      .update(applyAttemptLinks)
      .set({ usedAt: now })
      .where(and(eq(applyAttemptLinks.attemptId, attempt.id), isNull(applyAttemptLinks.usedAt)));
    return { secret, attempt };
  });
}
