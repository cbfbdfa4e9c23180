/**
 * Which candidates a staff user sees (issue 20): all of the tenant's (scope all); those with
 * an application the user sees otherwise (hiring managers: applied to requisitions they are
 * on; vendors: submitted by them). Out of scope is not found.
 */
import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, candidates } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';

export function visibleCandidates(db: Database, actor: StaffAccess): SQL {
  const tenant = eq(candidates.tenantId, actor.tenantId);
  if (actor.scope === 'all') return tenant;
  const applied = db
    .select({ one: applications.id })
    .from(applications)
    .where(and(visibleApplications(db, actor), eq(applications.candidateId, candidates.id)));
  return and(tenant, exists(applied)) ?? tenant;
}

export async function findVisibleCandidate(db: Database, actor: StaffAccess, candidateId: number) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(visibleCandidates(db, actor), eq(candidates.id, candidateId)))
    .limit(1);
  if (!row) throw appError('CANDIDATE_NOT_FOUND');
  return row;
}

/** Every id must be a candidate the user sees; else CANDIDATE_NOT_FOUND naming the list. */
export async function assertVisibleCandidates(
  db: Database,
  actor: StaffAccess,
  candidateIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(candidateIds)];
  const found = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(visibleCandidates(db, actor), inArray(candidates.id, wanted)));
  if (found.length !== wanted.length)
    throw appError('CANDIDATE_NOT_FOUND', { field: 'candidateList' });
  return wanted;
}
