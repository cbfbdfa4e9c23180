/**
 * Sponsor links `/r/{sponsorHandle}/…` (spec 1 §2, spec 2 §2): the handle names a candidate
 * of the same tenant, whose id the sponsored application and candidate keep as
 * `sponsorCandidateId`.
 */
import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/** The candidate's own handle, null until they asked for a referral link. */
export async function sponsorHandleOf(
  db: Database,
  owner: { tenantId: number; candidateId: number },
): Promise<string | null> {
  const [row] = await db
    .select({ handle: candidates.sponsorHandle })
    .from(candidates)
    .where(and(eq(candidates.tenantId, owner.tenantId), eq(candidates.id, owner.candidateId)))
    .limit(1);
  return row?.handle ?? null;
}

/** How many candidates of the tenant keep this candidate as their sponsor. */
export async function countSponsored(
  db: Database,
  owner: { tenantId: number; candidateId: number },
): Promise<number> {
  const [row] = await db
    .select({ sponsored: count() })
    .from(candidates)
    .where(
      and(
        eq(candidates.tenantId, owner.tenantId),
        eq(candidates.sponsorCandidateId, owner.candidateId),
      ),
    );
  return row?.sponsored ?? 0;
}

const holder = alias(candidates, 'holder');

/**
 * Gives the candidate `handle` unless they have one already or someone of the tenant holds it:
 * true when it is theirs now. (The unique index settles two claims of one handle at once.)
 */
export async function claimSponsorHandle(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  handle: string,
): Promise<boolean> {
  const claimed = await db
    .update(candidates)
    .set({ sponsorHandle: handle, updatedAt: sql`now()` })
    .where(
      and(
        eq(candidates.tenantId, owner.tenantId),
        eq(candidates.id, owner.candidateId),
        isNull(candidates.sponsorHandle),
        notExists(
          db
            .select({ id: holder.id })
            .from(holder)
            .where(and(eq(holder.tenantId, owner.tenantId), eq(holder.sponsorHandle, handle))),
        ),
      ),
    )
    .returning({ id: candidates.id });
  return claimed.length > 0;
}
