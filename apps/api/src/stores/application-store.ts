/** Applications as the combined add application writes them: one per candidate and job. */
import { sql } from 'drizzle-orm';
import { builtOncePer } from '../db/built-once.js';
import type { Database } from '../db/client.js';
import { applications } from '../db/schema.js';

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * What an application is given; the screen values start at the table's default, 0, and the
 * screening result at none (the screening module sets them).
 */
export type NewApplication = Omit<
  Required<typeof applications.$inferInsert>,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'reqScreenValue'
  | 'generalScreenValue'
  | 'interviewScreenValue'
  | 'totalScreenValue'
  | 'screeningResult'
  | 'sponsorCandidateId'
  | 'vendorId'
> & {
  /** Only applications through a sponsor link have one. */
  sponsorCandidateId?: number | null;
  /** Only a vendor's submissions have one (decision 0051). */
  vendorId?: number | null;
};

const value = (name: keyof NewApplication) => sql.placeholder(name);

const insertStatement = builtOncePer((db) =>
  db
    .insert(applications)
    .values({
      tenantId: value('tenantId'),
      candidateId: value('candidateId'),
      requisitionId: value('requisitionId'),
      status: value('status'),
      statusId: value('statusId'),
      dispositionId: value('dispositionId'),
      sfxApplicationMethod: value('sfxApplicationMethod'),
      sfxApplicationSource: value('sfxApplicationSource'),
      submissionSource: value('submissionSource'),
      applyDate: value('applyDate'),
      applicationType: value('applicationType'),
      submittedByStaffId: value('submittedByStaffId'),
      sponsorCandidateId: value('sponsorCandidateId'),
      vendorId: value('vendorId'),
      answers: value('answers'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('insert_application'),
);

/** The new application; null when the candidate has applied to this job already. */
export async function insertApplication(
  db: Database,
  application: NewApplication,
): Promise<ApplicationRow | null> {
  const [row] = await insertStatement(db).execute({
    sponsorCandidateId: null,
    vendorId: null,
    ...application,
  });
  return row ?? null;
}
