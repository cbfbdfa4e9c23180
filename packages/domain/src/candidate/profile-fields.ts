/**
 * The candidate's profile fields that a form sets by name (update candidate, spec 1 §3): the
 * dashboard form edits these, and the apply flows' candidate answers fill them.
 */
export const CANDIDATE_PROFILE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone1',
  'city',
  'state',
  'country',
  'zip',
  'dob',
  'description',
  'veteran',
] as const;

/**
 * The text fields an apply flow's candidate answers set: the profile, and the acceptance of
 * the terms (given in the flow; a profile edit does not change it).
 */
export const CANDIDATE_TEXT_FIELDS = [...CANDIDATE_PROFILE_TEXT_FIELDS, 'termsAndPolicy'] as const;

export type CandidateTextField = (typeof CANDIDATE_TEXT_FIELDS)[number];

/** Profile fields that hold numbers (a place pick's coordinates, the language's id). */
export const CANDIDATE_NUMBER_FIELDS = ['latitude', 'longitude', 'languageCodeId'] as const;
