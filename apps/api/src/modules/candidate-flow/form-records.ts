/** Candidate form records (spec 2 §3): which apply stream a candidate went through, from where. */
import { HOST_URL_MAX_LENGTH, type CandidateFormRecord } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { insertFormRecord, type FormRecordRow } from '../../stores/candidate-store.js';

export interface NewFormRecord {
  applyStreamId: string;
  hostUrl?: string | undefined;
  wpLandingPageId?: string | undefined;
  /** The event of an event registration or check-in (`event_id` of /apply/). */
  eventId?: string | undefined;
}

/** The host URL cut to 220 characters (spec 2 §9, event check-in), counted in code points. */
function cutHostUrl(hostUrl: string | undefined): string | null {
  if (!hostUrl) return null;
  return Array.from(hostUrl).slice(0, HOST_URL_MAX_LENGTH).join('');
}

export async function addCandidateFormRecord(
  db: Database,
  tenantId: number,
  candidateId: number,
  record: NewFormRecord,
): Promise<FormRecordRow> {
  return insertFormRecord(db, {
    tenantId,
    candidateId,
    applyStreamId: record.applyStreamId,
    hostUrl: cutHostUrl(record.hostUrl),
    wpLandingPageId: record.wpLandingPageId ?? null,
    eventId: record.eventId ?? null,
  });
}

export function presentFormRecord(row: FormRecordRow): CandidateFormRecord {
  return {
    formRecordId: row.id,
    applyStreamId: row.applyStreamId,
    candidateId: row.candidateId,
    hostUrl: row.hostUrl,
    wpLandingPageId: row.wpLandingPageId,
    createDate: row.createdAt.getTime(),
  };
}
