/**
 * Sponsor links `/r/{sponsorHandle}/…` (spec 1 §2, spec 2 §2): the handle names a candidate
 * of the same tenant, whose id the sponsored application and candidate keep as
 * `sponsorCandidateId`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { candidates } from '../db/schema.js';

/** The tenant's candidate with this handle (any case); null for a handle nobody there has. */
export async function findSponsorCandidateId(
  db: Database,
  tenantId: number,
  handle: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(eq(candidates.tenantId, tenantId), eq(candidates.sponsorHandle, handle.toLowerCase())),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The candidate's first sponsor stays theirs: a later link does not replace it. */
export async function keepFirstSponsor(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  sponsorCandidateId: number,
): Promise<void> {
  await db
    .update(candidates)
    .set({ sponsorCandidateId, updatedAt: sql`now()` })
    .where(
      and(
        eq(candidates.tenantId, owner.tenantId),
        eq(candidates.id, owner.candidateId),
        isNull(candidates.sponsorCandidateId),
      ),
    );
}
