import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applyAttempts } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash } from './attempt-secrets.js';
import type { AttemptRow } from './start-attempt.js';

/** The tenant's live attempt with this secret; unknown, expired or another tenant's: 404. */
export async function findApplyAttempt(
  db: Database,
  tenant: Tenant,
  secret: string,
  now = new Date(),
  options: { forUpdate?: boolean } = {},
): Promise<AttemptRow> {
  const query = db
    .select()
    .from(applyAttempts)
    .where(
      and(
        eq(applyAttempts.tenantId, tenant.id),
        eq(applyAttempts.secretHash, attemptSecretHash(secret)),
        gt(applyAttempts.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw appError('APPLY_ATTEMPT_NOT_FOUND');
  return row;
}
