import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { findLiveAttempt, type AttemptWithStream } from '../../stores/attempt-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash } from './attempt-secrets.js';

export type { AttemptWithStream };

/**
 * The tenant's live attempt with this secret and its stream; unknown, expired, completed or
 * another tenant's: 404. `forUpdate` locks the attempt row (in a transaction).
 */
export async function findAttemptWithStream(
  db: Database,
  tenant: Tenant,
  secret: string,
  now = new Date(),
  options: { forUpdate?: boolean } = {},
): Promise<AttemptWithStream> {
  const found = await findLiveAttempt(db, tenant.id, attemptSecretHash(secret), now, options);
  if (!found) throw appError('APPLY_ATTEMPT_NOT_FOUND');
  return found;
}
