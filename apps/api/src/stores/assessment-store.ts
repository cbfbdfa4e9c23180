/**
 * Candidate assessments (issue 24, decision 0042): always read and written within one
 * tenant, and for candidate calls within one candidate. Vendor callbacks find their row by
 * the vendor's reference. Ids used once (callback deliveries, ended tokens) are kept here
 * until a copy would be refused anyway.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { assessmentSeenIds, candidateAssessments } from '../db/schema.js';

export type AssessmentRow = typeof candidateAssessments.$inferSelect;

export interface AssessmentOwner {
  tenantId: number;
  candidateId: number;
}

export interface NewAssessment {
  applicationId: number;
  vendor: string;
  vendorReference: string;
  vendorPositionCode: string;
  positionLabel: string;
}

export async function insertAssessments(
  db: Database,
  owner: AssessmentOwner,
  assessments: readonly NewAssessment[],
): Promise<AssessmentRow[]> {
  if (assessments.length === 0) return [];
  return db
    .insert(candidateAssessments)
    .values(assessments.map((assessment) => ({ ...owner, ...assessment })))
    .returning();
}

/** The candidate's assessments, oldest first; of one application when it is given. */
export async function listOwnAssessments(
  db: Database,
  owner: AssessmentOwner,
  applicationId?: number,
): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(candidateAssessments)
    .where(
      and(
        eq(candidateAssessments.tenantId, owner.tenantId),
        eq(candidateAssessments.candidateId, owner.candidateId),
        applicationId === undefined
          ? undefined
          : eq(candidateAssessments.applicationId, applicationId),
      ),
    )
    .orderBy(asc(candidateAssessments.id));
}

/** One of the candidate's assessments, its row locked for the caller's transaction. */
export async function lockOwnAssessment(
  tx: Database,
  owner: AssessmentOwner,
  assessmentId: number,
): Promise<AssessmentRow | null> {
  const [row] = await tx
    .select()
    .from(candidateAssessments)
    .where(
      and(
        eq(candidateAssessments.id, assessmentId),
        eq(candidateAssessments.tenantId, owner.tenantId),
        eq(candidateAssessments.candidateId, owner.candidateId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The assessment a vendor names by its reference, within the tenant; locked. */
export async function lockVendorAssessment(
  tx: Database,
  tenantId: number,
  vendor: string,
  reference: string,
): Promise<AssessmentRow | null> {
  const [row] = await tx
    .select()
    .from(candidateAssessments)
    .where(
      and(
        eq(candidateAssessments.tenantId, tenantId),
        eq(candidateAssessments.vendor, vendor),
        eq(candidateAssessments.vendorReference, reference),
      ),
    )
    .for('update');
  return row ?? null;
}

/** A new test status (and a score, the times it started or ended). */
export async function updateAssessmentStatus(
  db: Database,
  row: Pick<AssessmentRow, 'id' | 'tenantId'>,
  change: { testStatus: string; score?: number | null; startedAt?: Date; completedAt?: Date },
  now: Date,
): Promise<AssessmentRow> {
  const [updated] = await db
    .update(candidateAssessments)
    .set({ ...change, updatedAt: now })
    .where(
      and(eq(candidateAssessments.id, row.id), eq(candidateAssessments.tenantId, row.tenantId)),
    )
    .returning();
  if (!updated) throw new Error(`assessment ${row.id} vanished`);
  return updated;
}

/**
 * Remembers an id used once until `expiresAt`; false when it was seen already (a replay).
 * Ids past their expiry are dropped on the way: a copy of one is refused by its timestamp.
 */
export async function rememberIdOnce(
  db: Database,
  id: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(assessmentSeenIds).where(lt(assessmentSeenIds.expiresAt, now));
  const inserted = await db
    .insert(assessmentSeenIds)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: assessmentSeenIds.id });
  return inserted.length === 1;
}

/** Whether an id was used (and has not expired): an ended token's id, for instance. */
export async function wasIdSeen(db: Database, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: assessmentSeenIds.id })
    .from(assessmentSeenIds)
    .where(and(eq(assessmentSeenIds.id, id), gte(assessmentSeenIds.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Forgets an id used once: its use did not go through after all. */
export async function forgetId(db: Database, id: string): Promise<void> {
  await db.delete(assessmentSeenIds).where(eq(assessmentSeenIds.id, id));
}
