import type { Candidate } from '@talentgate/domain';
import type { candidates } from '../../db/schema.js';

type CandidateRow = typeof candidates.$inferSelect;

const lockedValue = (locked: string | null): Candidate['locked'] =>
  locked === 't' || locked === 'f' ? locked : null;

/** What a candidate may see of their record: never the password hash or ssn. */
export function presentCandidate(row: CandidateRow): Candidate {
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
    createDate: row.createdAt.getTime(),
    updateDate: row.updatedAt.getTime(),
    candidateCustomFieldsValueDTO: { customFieldsNameValuePairs: row.customFields },
  };
}
