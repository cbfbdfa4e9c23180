import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applyAttempts, applyStreams } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { StreamRow } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash } from './attempt-secrets.js';
import type { AttemptRow } from './start-attempt.js';

export interface AttemptWithStream {
  attempt: AttemptRow;
  stream: StreamRow;
}

/**
 * The tenant's live attempt with this secret and its stream, in one query; unknown,
 * expired, completed or another tenant's: 404. `forUpdate` locks the attempt row only.
 */
export async function findAttemptWithStream(
  db: Database,
  tenant: Tenant,
  secret: string,
  now = new Date(),
  options: { forUpdate?: boolean } = {},
): Promise<AttemptWithStream> {
  const query = db
    .select({ attempt: applyAttempts, stream: applyStreams })
    .from(applyAttempts)
    .innerJoin(
      applyStreams,
      and(eq(applyStreams.id, applyAttempts.applyStreamId), eq(applyStreams.tenantId, tenant.id)),
    )
    .where(
      and(
        eq(applyAttempts.tenantId, tenant.id),
        eq(applyAttempts.secretHash, attemptSecretHash(secret)),
        gt(applyAttempts.expiresAt, now),
        isNull(applyAttempts.completedAt),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: applyAttempts }) : await query;
  if (!row) throw appError('APPLY_ATTEMPT_NOT_FOUND');
  return row;
}
