/**
 * Retention: a tenant may set `settings.privacyRetentionDays`; candidates inactive for longer
 * are anonymised exactly as by their own erasure request. Activity is the latest of: the
 * candidate row changed, a session seen, an application or an apply attempt changed, an
 * entry of their transaction log (what they did)
 * (docs/decisions/0020-privacy-export-erasure-retention.md). `now` is a parameter so tests
 * control the clock.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  applyAttempts,
  candidates,
  candidateSessions,
  erasureRequests,
  tenants,
  transactionLog,
} from '../../db/schema.js';
import { eraseCandidate } from './erase-candidate.js';

const DAY_MS = 86_400_000;
/** The setting's name in a tenant's settings. */
export const RETENTION_SETTING = 'privacyRetentionDays';

/** The tenant's retention in days, or null when it keeps data until asked (the default). */
function retentionDays(settings: Record<string, unknown>): number | null {
  const days = settings[RETENTION_SETTING];
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : null;
}

/** Ids of the tenant's candidates whose last activity is older than the cut-off. */
async function inactiveCandidates(db: Database, tenantId: number, cutoff: Date): Promise<number[]> {
  const lastActivity = sql`greatest(
    ${candidates.updatedAt},
    (select max(${candidateSessions.lastSeenAt}) from ${candidateSessions} where ${candidateSessions.candidateId} = ${candidates.id}),
    (select max(${applications.updatedAt}) from ${applications} where ${applications.candidateId} = ${candidates.id}),
    (select max(${applyAttempts.updatedAt}) from ${applyAttempts} where ${applyAttempts.candidateId} = ${candidates.id}),
    (select max(${transactionLog.createdAt}) from ${transactionLog} where ${transactionLog.candidateId} = ${candidates.id})
  )`;
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.tenantId, tenantId),
        notExists(
          db
            .select({ id: erasureRequests.id })
            .from(erasureRequests)
            .where(
              and(
                eq(erasureRequests.candidateId, candidates.id),
                eq(erasureRequests.status, 'done'),
              ),
            ),
        ),
        sql`${lastActivity} < ${cutoff.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => row.id);
}

export interface RetentionResult {
  client: string;
  days: number;
  anonymised: number;
}

/** Anonymises the inactive candidates of every tenant with a retention setting. */
export async function applyRetention(
  db: Database,
  now = new Date(),
  onlyClient?: string,
): Promise<RetentionResult[]> {
  const rows = await db
    .select({ id: tenants.id, client: tenants.client, settings: tenants.settings })
    .from(tenants)
    .where(onlyClient ? eq(tenants.client, onlyClient) : undefined);
  const results: RetentionResult[] = [];
  for (const tenant of rows) {
    const days = retentionDays(tenant.settings);
    if (days === null) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    let anonymised = 0;
    for (const candidateId of await inactiveCandidates(db, tenant.id, cutoff)) {
      if (await eraseCandidate(db, tenant, candidateId, 'retention', now)) anonymised += 1;
    }
    results.push({ client: tenant.client, days, anonymised });
  }
  return results;
}
