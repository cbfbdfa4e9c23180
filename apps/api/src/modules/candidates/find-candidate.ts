import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';

export type CandidateRow = typeof candidates.$inferSelect;

/** A candidate of the tenant by id; another tenant's candidate is not found. */
export async function findCandidateById(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<CandidateRow | null> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenantId), eq(candidates.id, candidateId)))
    .limit(1);
  return row ?? null;
}

/** A candidate of the tenant by normalised username. */
export async function findCandidateByUname(
  db: Database,
  tenantId: number,
  uname: string,
): Promise<CandidateRow | null> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenantId), eq(candidates.uname, uname)))
    .limit(1);
  return row ?? null;
}
