/**
 * The final submit's part for the resume an attempt held (decision 0023), in its transaction:
 * the attempt's files become the candidate's (the documents tab lists them from then on), and
 * the parsed XML becomes `candidates.resume` of a new candidate or of the signed-in one. A
 * returning loginless candidate (not signed in, their e-mail already known) gets the file
 * with their application, as they get its records, but their stored resume is not replaced
 * by someone who could not prove who they are, as the rest of their profile is not.
 */
import { and, eq, sql } from 'drizzle-orm';
import { builtOncePer, driverEncoded } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { settleAll } from '../../db/settle-all.js';
import { attachments, candidates } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { AttemptRow } from './start-attempt.js';

export interface Recipient {
  candidateId: number;
  /** Created by this submit, or signed in: their profile takes the parsed resume. */
  ownsProfile: boolean;
}

// Every final submit runs it, whether or not a resume was held (built-once.ts).
const handOverFiles = builtOncePer((db) =>
  db
    .update(attachments)
    .set({
      candidateId: driverEncoded('candidateId'),
      attemptId: null,
      updatedAt: driverEncoded('now'),
    })
    .where(
      and(
        eq(attachments.tenantId, sql.placeholder('tenantId')),
        eq(attachments.attemptId, sql.placeholder('attemptId')),
      ),
    )
    .prepare('hand_over_held_resume'),
);

/** Both statements are issued at once: the final submit commits right after them. */
export async function handOverHeldResume(
  tx: Database,
  tenant: Tenant,
  attempt: AttemptRow,
  recipient: Recipient,
  now: Date,
): Promise<void> {
  const files = handOverFiles(tx).execute({
    candidateId: recipient.candidateId,
    now,
    tenantId: tenant.id,
    attemptId: attempt.id,
  });
  const resume =
    attempt.resumeXml === null || !recipient.ownsProfile
      ? null
      : tx
          .update(candidates)
          .set({ resume: attempt.resumeXml, updatedAt: now })
          .where(and(eq(candidates.tenantId, tenant.id), eq(candidates.id, recipient.candidateId)))
          .execute();
  await settleAll([files, resume]);
}
