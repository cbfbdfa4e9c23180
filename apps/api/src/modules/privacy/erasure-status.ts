import { and, desc, eq } from 'drizzle-orm';
import type { ErasureStatus } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { erasureRequests } from '../../db/schema.js';

/** A request not yet carried out. */
export const OPEN_STATUSES = ['requested', 'confirmed'] as const;

export type ErasureRow = typeof erasureRequests.$inferSelect;

export async function latestErasure(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<ErasureRow | null> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(
      and(eq(erasureRequests.tenantId, tenantId), eq(erasureRequests.candidateId, candidateId)),
    )
    .orderBy(desc(erasureRequests.id))
    .limit(1);
  return row ?? null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentErasure(row: ErasureRow | null): ErasureStatus {
  if (!row) return { status: 'none', requestedAt: null, confirmedAt: null, doneAt: null };
  const status = row.status === 'requested' || row.status === 'confirmed' ? row.status : 'done';
  return {
    status,
    requestedAt: iso(row.requestedAt),
    confirmedAt: iso(row.confirmedAt),
    doneAt: iso(row.doneAt),
  };
}
