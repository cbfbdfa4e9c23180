/**
 * A candidate's areas of interest (spec 1 §3, spec 2 §3 and §7). Calls send the whole list;
 * it replaces the stored one. In calls usersId is the candidate's id (null on send).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AreaOfInterestList, StoredAreaOfInterestList } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateAreasOfInterest } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export type AreaOfInterestRow = typeof candidateAreasOfInterest.$inferSelect;

export async function findAreasOfInterest(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<AreaOfInterestRow[]> {
  return db
    .select()
    .from(candidateAreasOfInterest)
    .where(
      and(
        eq(candidateAreasOfInterest.tenantId, tenantId),
        eq(candidateAreasOfInterest.candidateId, candidateId),
      ),
    )
    .orderBy(asc(candidateAreasOfInterest.id));
}

/**
 * Replaces the candidate's list; a repeated name keeps its first entry. `field` names the
 * list in the request, for errors.
 */
export async function replaceAreasOfInterest(
  db: Database,
  tenantId: number,
  candidateId: number,
  entries: AreaOfInterestList,
  field = '',
): Promise<AreaOfInterestRow[]> {
  const index = entries.findIndex(
    (entry) => entry.usersId !== null && entry.usersId !== candidateId,
  );
  if (index >= 0) {
    throw appError('VALIDATION_FAILED', {
      message: 'usersId must be null or the candidate\u2019s id.',
      field: [field, index, 'usersId'].filter((part) => part !== '').join('.'),
    });
  }
  const seen = new Set<string>();
  const unique = entries.filter(
    (entry) => !seen.has(entry.areaOfInterest) && seen.add(entry.areaOfInterest),
  );
  await db
    .delete(candidateAreasOfInterest)
    .where(
      and(
        eq(candidateAreasOfInterest.tenantId, tenantId),
        eq(candidateAreasOfInterest.candidateId, candidateId),
      ),
    );
  if (unique.length === 0) return [];
  return db
    .insert(candidateAreasOfInterest)
    .values(
      unique.map((entry) => ({
        tenantId,
        candidateId,
        areaOfInterest: entry.areaOfInterest,
        isSystemGenerated: entry.isSystemGenerated === 1,
      })),
    )
    .returning();
}

export function presentAreasOfInterest(rows: AreaOfInterestRow[]): StoredAreaOfInterestList {
  return rows.map((row) => ({
    usersId: row.candidateId,
    areaOfInterest: row.areaOfInterest,
    isSystemGenerated: row.isSystemGenerated ? 1 : 0,
  }));
}
