import { fromAreaOfInterestEntries, type Candidate } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { candidates } from '../../db/schema.js';
import { findAreasOfInterest } from '../area-of-interest/areas-of-interest.js';

type CandidateRow = typeof candidates.$inferSelect;

const lockedValue = (locked: string | null): Candidate['locked'] =>
  locked === 't' || locked === 'f' ? locked : null;

/**
 * What a candidate may see of their record: never the password hash or ssn. Areas of
 * interest are flattened as spec 1 §3 says.
 */
function presentCandidate(
  row: CandidateRow,
  areas: readonly { areaOfInterest: string }[],
): Candidate {
  return {
    candidateId: row.id,
    uname: row.uname,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone1: row.phone1,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    dob: row.dob,
    description: row.description,
    accessType: row.accessType,
    veteran: row.veteran,
    locked: lockedValue(row.locked),
    languageCodeId: row.languageCodeId,
    termsAndPolicy: row.termsAndPolicy,
    ...fromAreaOfInterestEntries(areas),
    preferences: row.preferences,
    createDate: row.createdAt.getTime(),
    updateDate: row.updatedAt.getTime(),
    candidateCustomFieldsValueDTO: { customFieldsNameValuePairs: row.customFields },
  };
}

/** The candidate as calls answer it, with their areas of interest. */
export async function candidateView(db: Database, row: CandidateRow): Promise<Candidate> {
  return presentCandidate(row, await findAreasOfInterest(db, row.tenantId, row.id));
}
