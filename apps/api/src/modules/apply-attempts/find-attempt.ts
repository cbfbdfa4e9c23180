import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { builtOncePer } from '../../db/built-once.js';
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

function buildAttemptQuery(db: Database) {
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

// Every save that cannot use a kept attempt and every final submit reads this (built-once.ts).
const attemptQuery = builtOncePer((db) => buildAttemptQuery(db).prepare('find_attempt'));
const lockedAttemptQuery = builtOncePer((db) =>
  buildAttemptQuery(db).for('update', { of: applyAttempts }).prepare('find_attempt_for_update'),
);

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
  const query = options.forUpdate ? lockedAttemptQuery(db) : attemptQuery(db);
  const [row] = await query.execute({
    tenantId: tenant.id,
    secretHash: attemptSecretHash(secret),
    now,
  });
  if (!row) throw appError('APPLY_ATTEMPT_NOT_FOUND');
  return row;
}
