/**
 * What the candidate row becomes on erasure. The row stays (applications kept for the
 * tenant's statistics point to it) but says nothing about the person: every personal
 * column is emptied, the sign-in name and e-mail become an address that cannot receive
 * mail (RFC 2606 `.invalid`), so the person's address can register again, and without a
 * password hash nobody can sign in. registry.test.ts checks that every column of the
 * candidates table is either anonymised here or listed as kept.
 */
import type { candidates } from '../../db/schema.js';

type CandidateValues = Partial<typeof candidates.$inferInsert>;

/** Columns kept as they are: keys and facts about the row, not about the person. */
export const KEPT_CANDIDATE_COLUMNS = ['id', 'tenantId', 'accessType', 'createdAt'] as const;

export function erasedUname(candidateId: number): string {
  return `erased-${candidateId}@erased.invalid`;
}

export function anonymisedCandidate(candidateId: number, now: Date): CandidateValues {
  const placeholder = erasedUname(candidateId);
  return {
    uname: placeholder,
    email: placeholder,
    passwordHash: null,
    firstName: null,
    lastName: null,
    phone1: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    latitude: null,
    longitude: null,
    dob: null,
    description: null,
    preferences: null,
    veteran: null,
    // Locked: nothing may activate or sign in to this row again.
    locked: 't',
    emailConfirmedAt: null,
    // Below every generation a token was issued under (they start at 0): none works again.
    tokenGeneration: -1,
    deactivatedAt: null,
    languageCodeId: null,
    ssn: null,
    managerPhone: null,
    issueDate: null,
    termsAndPolicy: null,
    resume: null,
    sfxContactMethod: null,
    sfxContactSource: null,
    sponsorCandidateId: null,
    sponsorHandle: null,
    refereeCheck: null,
    atsRequisitionId: null,
    smartpostId: null,
    onboardingFormId: null,
    pageUrl: null,
    customFields: {},
    updatedAt: now,
  };
}
