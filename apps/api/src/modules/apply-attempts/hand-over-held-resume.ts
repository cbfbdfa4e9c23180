/**
 * The final submit's part for the resume an attempt held (decision 0023), in its transaction:
 * the attempt's files become the candidate's (the documents tab lists them from then on), and
 * the parsed XML becomes `candidates.resume` of a new candidate or of the signed-in one. A
 * returning loginless candidate (not signed in, their e-mail already known) gets the file
 * with their application, as they get its records, but their stored resume is not replaced
 * by someone who could not prove who they are, as the rest of their profile is not.
 */
import type { Database } from '../../db/client.js';
import {
  handOverAttemptFiles,
  writeCandidateResume,
  type AttemptRow,
} from '../../stores/attempt-store.js';

export interface Recipient {
  candidateId: number;
  /** Created by this submit, or signed in: their profile takes the parsed resume. */
  ownsProfile: boolean;
}

export async function handOverHeldResume(
  tx: Database,
  attempt: Pick<AttemptRow, 'id' | 'tenantId' | 'resumeXml'>,
  recipient: Recipient,
  now: Date,
): Promise<void> {
  await handOverAttemptFiles(tx, attempt, recipient.candidateId, now);
  if (attempt.resumeXml !== null && recipient.ownsProfile) {
    await writeCandidateResume(tx, attempt.tenantId, recipient.candidateId, attempt.resumeXml, now);
  }
}
